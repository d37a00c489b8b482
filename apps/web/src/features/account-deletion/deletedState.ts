/** What the confirmation page is told by the deletion page (router state): when the account is erased. */
export interface AccountDeletedState {
  eraseAt: number;
}

export function eraseAtOf(state: unknown): number | null {
  const eraseAt = (state as Partial<AccountDeletedState> | null)?.eraseAt;
  return typeof eraseAt === 'number' ? eraseAt : null;
}
