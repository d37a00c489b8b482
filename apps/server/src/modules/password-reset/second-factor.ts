import { hasDeliveredCode, type MfaMethod } from '@portal/contract/mfa';
import type { ResetStepResponse } from '@portal/contract/password-reset';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../lib/api-error';
import { accountSummary } from '../accounts';
import { recordEvent } from '../events';
import { checkFactor, findMethod, recordFactorFailure } from '../mfa';
import { maskedMethod } from '../sign-in';
import type { Db } from '../../db/database';
import { chooseMethod, guess, sendCode } from '../verification';
import { accountOf } from './code';
import type { ResetOrigin } from './start';
import { nextStep, openStep, type ResetStep } from './steps';

/** One of the methods the step offered, or `mfa.method_unavailable`. */
async function offeredMethod(ctx: AppContext, step: ResetStep, mfaId: number | null) {
  const userId = accountOf(step);
  const method = mfaId !== null && step.data.methodIds?.includes(mfaId) ? await findMethod(ctx.db, userId, mfaId) : undefined;
  if (!method) throw new ApiError('mfa.method_unavailable');
  return { userId, method };
}

/**
 * POST /api/user/reset-password/mfa/send: picks one of the offered methods, as the login's second
 * factor does. E-mail and SMS get a code; the authenticator, recovery keys and the card deliver
 * nothing. A passkey is refused here: it needs no pick, its browser ceremony runs through
 * /mfa/passkey/options and /mfa/passkey (passkey.ts).
 */
export async function sendResetFactor(ctx: AppContext, input: { payload: string; mfaId: number }, origin: ResetOrigin): Promise<{ method: MfaMethod; resend_in: number }> {
  const step = await openStep(ctx, input.payload, 'second_factor', origin.deviceId);
  const { userId, method } = await offeredMethod(ctx, step, input.mfaId);
  if (method.method === 'passkey') throw new ApiError('mfa.method_unavailable');
  if (!hasDeliveredCode(method.method)) {
    await chooseMethod(ctx.db, step, method.id);
    return { method: maskedMethod(method), resend_in: 0 };
  }
  if (!method.target || (method.method !== 'email' && method.method !== 'sms')) throw new ApiError('mfa.method_unavailable');
  const language = (await accountSummary(ctx.db, userId))?.language ?? 'en';
  const wait = await sendCode(ctx, step, { channel: method.method, target: method.target, language, methodId: method.id }, { userId, sessionId: null, ...origin });
  return { method: maskedMethod(method), resend_in: wait };
}

/**
 * POST /api/user/reset-password/mfa/confirm: the guess is reserved before it is checked (mfa's
 * checkFactor: codes, authenticator steps, recovery keys, card numbers); the right one ends the
 * step, records the factor's use and opens the password step in one transaction.
 */
export async function confirmResetFactor(ctx: AppContext, input: { payload: string; code: string }, origin: ResetOrigin): Promise<ResetStepResponse> {
  const step = await openStep(ctx, input.payload, 'second_factor', origin.deviceId);
  const { userId, method } = await offeredMethod(ctx, step, step.methodId);
  const actor = { userId, sessionId: null, ...origin };
  const verdict = await guess(ctx, step, async () => {
    const checked = await checkFactor(ctx, userId, method, { challengeId: step.id, codeHash: step.codeHash, codeExpiresAt: step.codeExpiresAt }, input.code, actor);
    if (!checked.ok) await recordFactorFailure(ctx, actor, { method: { id: method.id, kind: method.method }, form: 'password_reset', guessesLeft: step.guessesLeft });
    return checked;
  });
  return ctx.db.transaction().execute(async (trx) => {
    const now = ctx.clock.now();
    const answer = await passwordStepAfter(trx, now, step, origin.deviceId);
    if (!(await verdict.consume(trx))) throw new ApiError('mfa.invalid_code');
    if (method.method === 'totpRecovery') await recordEvent(trx, actor, 'recovery_key_used', now, { method: { id: method.id, kind: method.method } });
    return answer;
  });
}

/** Inside the proof's transaction: ends the second-factor step and opens the password step (every factor's answer). */
export async function passwordStepAfter(trx: Db, now: number, step: ResetStep, deviceId: string): Promise<ResetStepResponse> {
  const next = await nextStep(trx, now, step, { deviceId, data: { ...step.data, stage: 'password', methodIds: undefined } });
  return { payload: next.payload, second_factor: null };
}
