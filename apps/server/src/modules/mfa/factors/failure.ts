import type { AppContext } from '../../../app-context';
import { recordEvent, type Actor } from '../../events';

/** Where a second factor was asked for. */
export type FactorForm = 'sign_in' | 'step_up' | 'password_reset';

/**
 * A wrong second factor (a code, an authenticator step, a recovery key, a card number, a passkey
 * that does not verify) is a security event the owner sees in their history: which method, where,
 * and how many guesses the flow had left before it. Never the code itself. Recorded outside the
 * flow's transaction, which a wrong guess never opens; the guess was already counted (verification
 * guess()), so the event does not change what the limits allow.
 */
export async function recordFactorFailure(
  ctx: AppContext,
  actor: Actor,
  failed: { method: { id: number; kind: string } | null; form: FactorForm; guessesLeft: number },
): Promise<void> {
  const detail = { form: failed.form, guesses_left: Math.max(0, failed.guessesLeft - 1) };
  await recordEvent(ctx.db, actor, 'second_factor_failed', ctx.clock.now(), { ...(failed.method ? { method: failed.method } : {}), detail });
}
