import type { MfaMethod } from '@portal/contract/mfa';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../lib/api-error';
import { DAY, MINUTE, SECOND } from '../../lib/clock';
import { codeHash, randomCode, sameDigest, sha256 } from '../../lib/tokens';
import { codeMessage } from '../delivery/messages';
import type { Db } from '../../db/database';
import { startSession, type IssuedSession } from '../sessions/service';
import { completeAttempt, findAttempt, findMethod, recordCodeSent, reserveGuess, trustDevice } from './repo';
import { maskedMethod, type RequestOrigin } from './service';

const CODE_TTL_MS = 10 * MINUTE;
const RESEND_INTERVAL_MS = 10 * SECOND;
const MAX_SENDS = 5;
export const MAX_GUESSES = 5;
const TRUSTED_DEVICE_TTL_MS = 30 * DAY;

/** The open attempt of a payload. It only works from the device that entered the password. */
export async function openAttempt(ctx: AppContext, payload: string, deviceId: string) {
  const attempt = await findAttempt(ctx.db, sha256(payload));
  const open = attempt && attempt.device_id === deviceId && attempt.completed_at === null && attempt.expires_at > ctx.clock.now();
  if (!open) throw new ApiError('mfa.flow_expired');
  return attempt;
}

/** POST /api/token/mfa/send: a new 8-digit code, replacing the previous one. */
export async function sendLoginCode(
  ctx: AppContext,
  input: { payload: string; mfaId: number },
  deviceId: string,
): Promise<{ method: MfaMethod; resend_in: number }> {
  const attempt = await openAttempt(ctx, input.payload, deviceId);
  if (attempt.failures >= MAX_GUESSES) throw new ApiError('mfa.flow_expired');
  const offered = JSON.parse(attempt.method_ids) as number[];
  const method = offered.includes(input.mfaId) ? await findMethod(ctx.db, attempt.user_id, input.mfaId) : undefined;
  if (!method?.target || (method.method !== 'email' && method.method !== 'sms')) throw new ApiError('mfa.method_unavailable');

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

/**
 * POST /api/token/mfa/confirm. The guess is counted before the comparison; the right code consumes
 * the attempt and creates the session in one transaction, so a code works once.
 */
export async function confirmLoginCode(
  ctx: AppContext,
  input: { payload: string; code: string; isTrustedDevice: boolean },
  origin: RequestOrigin,
): Promise<IssuedSession> {
  const attempt = await openAttempt(ctx, input.payload, origin.deviceId);
  await reserveAttemptGuess(ctx, attempt);
  const now = ctx.clock.now();
  const valid =
    attempt.code_hash !== null &&
    (attempt.code_expires_at ?? 0) > now &&
    sameDigest(codeHash(ctx.config.appSecret, attempt.id, input.code), attempt.code_hash);
  if (!valid) throw new ApiError('mfa.invalid_code');
  return ctx.db.transaction().execute((trx) => finishAttempt(trx, ctx, attempt, input.isTrustedDevice, origin));
}

/**
 * Counts a guess at the attempt's second factor before it is checked, atomically and only while
 * guesses remain: every factor (code, passkey) shares the attempt's five.
 */
export async function reserveAttemptGuess(ctx: AppContext, attempt: { id: string; failures: number }): Promise<void> {
  if (attempt.failures >= MAX_GUESSES || !(await reserveGuess(ctx.db, attempt.id, MAX_GUESSES))) {
    throw new ApiError('auth.too_many_attempts');
  }
}

/**
 * The end of a second factor that was right: the attempt is consumed, the device trusted when asked
 * and the session created. Run it inside the caller's transaction, so a factor works once.
 */
export async function finishAttempt(
  trx: Db,
  ctx: AppContext,
  attempt: { id: string; user_id: number },
  isTrustedDevice: boolean,
  origin: RequestOrigin,
): Promise<IssuedSession> {
  const now = ctx.clock.now();
  if (!(await completeAttempt(trx, attempt.id, now))) throw new ApiError('mfa.flow_expired');
  if (isTrustedDevice) {
    await trustDevice(trx, { user_id: attempt.user_id, device_id: origin.deviceId, created_at: now, expires_at: now + TRUSTED_DEVICE_TTL_MS });
  }
  return startSession(trx, ctx.clock, { userId: attempt.user_id, ...origin });
}
