/**
 * The accessible name of a row's button: its visible words first, then what it acts on ("Make
 * primary: a@b.c"). A speech-input user says what they see (WCAG 2.5.3, axe
 * label-content-name-mismatch), in every language, and screen readers still tell the rows apart.
 */
export function actionLabel(action: string, object: string): string {
  return `${action}: ${object}`;
}
