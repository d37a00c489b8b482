/**
 * An unknown address is sent home (specification section 2), but not without a word: the catch-all
 * route marks it here and the page the person lands on (dashboard, or login first) says so once.
 * Kept in memory: the redirect happens within the app, and a reload should not repeat it.
 */
let pending = false;

export function markUnknownPath(): void {
  pending = true;
}

/** Whether an unknown address was just sent home; answers true once. */
export function takeUnknownPath(): boolean {
  const was = pending;
  pending = false;
  return was;
}
