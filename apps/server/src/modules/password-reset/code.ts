import type { ResetStepResponse } from '@portal/contract/password-reset';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/database';
import { ApiError } from '../../lib/api-error';
import { checkFactor, loginMethods } from '../mfa';
import { maskedMethod } from '../sign-in';
import { guess, openVerification, type Verification } from '../verification';
import { decoyAccountKey } from './decoy';
import type { ResetOrigin } from './start';
import { nextStep, openStep, type ResetChannel } from './steps';

/**
 * After the code (or the e-mailed link): the second factor is due when the account has any method
 * beyond the channel that received the code (ASVS 6.4.3): SMS when the code went by e-mail, e-mail
 * when by SMS, an authenticator (with its recovery keys), the card, a passkey. Inside the caller's
 * transaction: the proven step ends and the next one opens.
 */
async function afterProof(trx: Db, ctx: AppContext, proven: Verification<unknown>, userId: number, channel: ResetChannel, username: string, deviceId: string): Promise<ResetStepResponse> {
  const now = ctx.clock.now();
  const beyond = (await loginMethods(trx, userId)).filter((m) => m.method !== channel);
  const data = { flow: 'forgot', channel, username, sends: 0 } as const;
  if (beyond.length === 0) {
    const next = await nextStep(trx, now, proven, { deviceId, data: { ...data, stage: 'password' } });
    return { payload: next.payload, second_factor: null };
  }
  const next = await nextStep(trx, now, proven, { deviceId, data: { ...data, stage: 'second_factor', methodIds: beyond.map((m) => m.id) } });
  return { payload: next.payload, second_factor: { methods: beyond.map(maskedMethod) } };
}

/**
 * POST /api/user/forgot-password/confirm. A guess takes one of the step's guesses (and one of the
 * account's second-factor guesses) before the code is checked. A username without an account has
 * no code anyone received: every guess fails as a wrong code does.
 */
export async function confirmResetCode(ctx: AppContext, input: { payload: string; code: string }, origin: ResetOrigin): Promise<ResetStepResponse> {
  const step = await openStep(ctx, input.payload, 'code', origin.deviceId);
  const userId = step.userId ?? 0;
  // guess() counts a known account's wrong codes per account; a username without one is counted
  // the same way under a key of its own, so the 429 after too many comes alike for both.
  if (step.userId === null && !(await ctx.limiter.reserveMfaGuess(decoyAccountKey(step.data.username)))) throw new ApiError('auth.too_many_attempts');
  await guess(ctx, step, async () => {
    if (step.userId === null) return { ok: false, failure: 'mfa.invalid_code' } as const;
    const delivered = { challengeId: step.id, codeHash: step.codeHash, codeExpiresAt: step.codeExpiresAt };
    const channel = { id: 0, method: step.data.channel, secret_enc: null, last_used_step: null };
    return checkFactor(ctx, userId, channel, delivered, input.code, { userId, sessionId: null, ...origin });
  });
  return ctx.db.transaction().execute((trx) => afterProof(trx, ctx, step, userId, step.data.channel, step.data.username, origin.deviceId));
}

/**
 * POST /api/user/reset-password/link: the link "This wasn't me" e-mails to the default address
 * (modules/notifications/secure-account.ts) proves that address like a code would; it is spent
 * here, once, and the flow continues on this device. Unknown, spent and late links are alike.
 */
export async function openResetLink(ctx: AppContext, input: { payload: string }, origin: ResetOrigin): Promise<ResetStepResponse> {
  const link = await openVerification<{ reason?: string }>(ctx, input.payload, 'password_reset', (v) => v.userId !== null && v.data.reason === 'not_me', 'password_reset.expired');
  const userId = link.userId as number;
  return ctx.db.transaction().execute((trx) => afterProof(trx, ctx, link, userId, 'email', '', origin.deviceId));
}

/** Refuses a step whose account is gone or that has no account (never reached: its code cannot be right). */
export function accountOf(step: { userId: number | null }): number {
  if (step.userId === null) throw new ApiError('password_reset.expired');
  return step.userId;
}
