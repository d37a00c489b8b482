import { hasDeliveredCode, type MfaMethod } from '@portal/contract/mfa';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/database';
import { ApiError } from '../../lib/api-error';
import { MINUTE, SECOND } from '../../lib/clock';
import { codeHash, randomCode, sha256 } from '../../lib/tokens';
import { codeMessage } from '../delivery/messages';
import { recordEvent, type Actor } from '../events';
import { checkFactor } from '../mfa/factors/check';
import { grantStepUp } from '../mfa/step-up';
import { trustDevice } from '../mfa/trusted-devices/service';
import { startSession, type IssuedSession } from '../sessions/service';
import { completeChallengeRow, reserveGuess } from '../../db/guess-counter';
import { chooseAttemptMethod, findAttempt, findMethod, recordCodeSent } from './repo';
import { maskedMethod, type RequestOrigin } from './service';

const CODE_TTL_MS = 10 * MINUTE;
const RESEND_INTERVAL_MS = 10 * SECOND;
const MAX_SENDS = 5;
export const MAX_GUESSES = 5;

/** The open attempt of a payload. It only works from the device that entered the password. */
export async function openAttempt(ctx: AppContext, payload: string, deviceId: string) {
  const attempt = await findAttempt(ctx.db, sha256(payload));
  const open = attempt && attempt.device_id === deviceId && attempt.completed_at === null && attempt.expires_at > ctx.clock.now();
  if (!open) throw new ApiError('mfa.flow_expired');
  return attempt;
}

/**
 * POST /api/token/mfa/send: picks one of the offered methods. E-mail and SMS get a new 8-digit code,
 * replacing the previous one; the authenticator, recovery keys and the card deliver nothing.
 */
export async function sendLoginCode(
  ctx: AppContext,
  input: { payload: string; mfaId: number },
  deviceId: string,
): Promise<{ method: MfaMethod; resend_in: number }> {
  const attempt = await openAttempt(ctx, input.payload, deviceId);
  if (attempt.failures >= MAX_GUESSES) throw new ApiError('mfa.flow_expired');
  const offered = JSON.parse(attempt.method_ids) as number[];
  const method = offered.includes(input.mfaId) ? await findMethod(ctx.db, attempt.user_id, input.mfaId) : undefined;
  if (!method) throw new ApiError('mfa.method_unavailable');
  if (!hasDeliveredCode(method.method)) {
    await chooseAttemptMethod(ctx.db, attempt.id, method.id);
    return { method: maskedMethod(method), resend_in: 0 };
  }
  if (!method.target || (method.method !== 'email' && method.method !== 'sms')) throw new ApiError('mfa.method_unavailable');

  const now = ctx.clock.now();
  if (attempt.sends >= MAX_SENDS) throw new ApiError('auth.too_many_attempts');
  if (attempt.code_sent_at !== null && now - attempt.code_sent_at < RESEND_INTERVAL_MS) throw new ApiError('mfa.resend_too_soon');
  const code = randomCode();
  const recorded = await recordCodeSent(ctx.db, {
    id: attempt.id,
    sendsBefore: attempt.sends,
    methodId: method.id,
    codeHash: codeHash(ctx.config.appSecret, attempt.id, code),
    sentAt: now,
    expiresAt: now + CODE_TTL_MS,
  });
  if (!recorded) throw new ApiError('mfa.resend_too_soon');

  await ctx.delivery.send(
    codeMessage({ channel: method.method, to: method.target, language: attempt.language, code, validMinutes: CODE_TTL_MS / MINUTE }),
  );
  return { method: maskedMethod(method), resend_in: RESEND_INTERVAL_MS / SECOND };
}

export interface ConfirmedLogin extends IssuedSession {
  /** Set when the person asked to trust this device: the cookie to send. */
  trustToken: string | null;
  /** After a recovery key: how many unused keys remain. */
  recoveryKeysLeft?: number;
}

/** Where a second factor comes from, with the trust token to use if the device is to be trusted. */
export type FactorOrigin = RequestOrigin & { newTrustToken: string };

/**
 * POST /api/token/mfa/confirm. The guess is counted (per attempt and per account) before it is
 * checked; the right one consumes the attempt, records the factor's use and creates the session in
 * one transaction, so a code, an authenticator step or a recovery key works once. A recovery key
 * also grants 5 minutes of step-up, so the person can reset the authenticator or regenerate keys.
 */
export async function confirmLoginCode(
  ctx: AppContext,
  input: { payload: string; code: string; isTrustedDevice: boolean },
  origin: FactorOrigin,
): Promise<ConfirmedLogin> {
  const attempt = await openAttempt(ctx, input.payload, origin.deviceId);
  await reserveAttemptGuess(ctx, attempt);
  const method = attempt.chosen_method_id === null ? undefined : await findMethod(ctx.db, attempt.user_id, attempt.chosen_method_id);
  const verdict = method
    ? await checkFactor(ctx, attempt.user_id, method, { challengeId: attempt.id, codeHash: attempt.code_hash, codeExpiresAt: attempt.code_expires_at }, input.code)
    : ({ ok: false, failure: 'mfa.invalid_code' } as const);
  if (!verdict.ok || !method) throw new ApiError(verdict.ok ? 'mfa.invalid_code' : verdict.failure);
  await ctx.limiter.refundMfaGuess(attempt.user_id);
  return ctx.db.transaction().execute(async (trx) => {
    const { confirmed, actor, now } = await finishAttempt(trx, ctx, attempt, input.isTrustedDevice, origin);
    if (!(await verdict.consume(trx))) throw new ApiError('mfa.invalid_code');
    if (method.method === 'totpRecovery') {
      await recordEvent(trx, actor, 'recovery_key_used', now, { method: { id: method.id, kind: method.method } });
      await grantStepUp(trx, { sessionId: confirmed.sessionId, userId: attempt.user_id, single: false }, now);
    }
    return { ...confirmed, recoveryKeysLeft: verdict.recoveryKeysLeft };
  });
}

/**
 * Counts a guess at the attempt's second factor before it is checked, atomically and only while
 * guesses remain: every factor (code, authenticator, card, passkey) shares the attempt's five and
 * the account's limit.
 */
export async function reserveAttemptGuess(ctx: AppContext, attempt: { id: string; user_id: number; failures: number }): Promise<void> {
  if (attempt.failures >= MAX_GUESSES || !(await ctx.limiter.reserveMfaGuess(attempt.user_id))) throw new ApiError('auth.too_many_attempts');
  if (!(await reserveGuess(ctx.db, 'login_attempts', attempt.id, MAX_GUESSES))) {
    await ctx.limiter.refundMfaGuess(attempt.user_id);
    throw new ApiError('auth.too_many_attempts');
  }
}

/**
 * The end of a second factor that was right: the attempt is consumed, the session created and the
 * device trusted when asked. Run it inside the caller's transaction, so a factor works once.
 */
export async function finishAttempt(
  trx: Db,
  ctx: AppContext,
  attempt: { id: string; user_id: number },
  isTrustedDevice: boolean,
  origin: FactorOrigin,
): Promise<{ confirmed: ConfirmedLogin; actor: Actor; now: number }> {
  const now = ctx.clock.now();
  if (!(await completeChallengeRow(trx, 'login_attempts', attempt.id, now))) throw new ApiError('mfa.flow_expired');
  const session = await startSession(trx, ctx.clock, { userId: attempt.user_id, ...origin });
  const actor: Actor = { userId: attempt.user_id, sessionId: session.sessionId, deviceId: origin.deviceId, ip: origin.ip, userAgent: origin.userAgent };
  if (isTrustedDevice) await trustDevice(trx, { ...actor, deviceId: origin.deviceId }, origin.newTrustToken, now);
  return { confirmed: { ...session, trustToken: isTrustedDevice ? origin.newTrustToken : null }, actor, now };
}
