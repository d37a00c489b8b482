import type { HandoverPreview } from '@portal/contract/handover';
import type { User } from '@portal/contract/user';

/** Someone signed in in this browser, as far as the hand-over needs to know. */
export type CurrentPerson = Pick<User, 'id' | 'firstname'>;

export type HandoverPlan =
  /** The browser is already signed in to this account: adopting changes nobody, so nobody is asked. */
  | { kind: 'adopt' }
  /** No session, or another person's: the person confirms whose account they are entering. */
  | { kind: 'ask'; preview: HandoverPreview; current: CurrentPerson | null }
  /** Unknown, expired or used token, or no answer: nothing to adopt. */
  | { kind: 'failed'; error: unknown };

/**
 * A hand-over link can come from anyone: a link that silently signed a browser into its sender's
 * account would let the sender watch what the victim then enters (login CSRF). So only the same
 * account is adopted silently.
 */
export function decideHandover(preview: HandoverPreview, current: CurrentPerson | null): HandoverPlan {
  return current !== null && current.id === preview.account ? { kind: 'adopt' } : { kind: 'ask', preview, current };
}

export interface PlanDeps {
  preview: (handover: string) => Promise<HandoverPreview>;
  /** GET /api/user: null without a session. */
  currentUser: () => Promise<CurrentPerson | null>;
}

export async function planHandover(handover: string, deps: PlanDeps): Promise<HandoverPlan> {
  let preview: HandoverPreview;
  try {
    preview = await deps.preview(handover);
  } catch (error) {
    return { kind: 'failed', error };
  }
  // Not knowing who is signed in is treated as someone else: the person is asked.
  const current = await deps.currentUser().catch(() => null);
  return decideHandover(preview, current);
}
