import { hasDeliveredCode, type MfaMethod } from '@portal/contract/mfa';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/database';
import type { SignInFactor } from '../../db/types';
import { ApiError } from '../../lib/api-error';
import { recordEvent, type Actor } from '../events';
import { chooseMethod, completeVerification, guess, openVerification, resendIn, sendCode, type Verification } from '../verification';
import { accountSummary } from '../accounts';
import { maskedMethod, type LoginName, type RequestOrigin } from './service';
import { checkFactor, grantStepUp, recordFactorFailure, trustDevice, findMethod } from '../mfa';
import { startSession, type IssuedSession } from '../sessions';
import { startWeakReplacement } from '../password';
import type { WeakPasswordHold } from './weak-answer';
import { signIns } from '../metrics';

/** What a login verification remembers: the methods offered after the password. */
export interface LoginData {
  methodIds: number[];
  /** The password is marked weak: the second factor yields a permission to replace it, not a session. */
  weak?: boolean;
  /** The login name the password step used (the merge offer after the second factor). */
  login?: Omit<LoginName, 'userId'>;
}

export type LoginAttempt = Verification<LoginData> & { userId: number };

/** The open login of a payload. It only works from the device that entered the password. */
export async function openAttempt(ctx: AppContext, payload: string, deviceId: string): Promise<LoginAttempt> {
  const attempt = await openVerification<LoginData>(ctx, payload, 'login', (v) => v.deviceId === deviceId && v.userId !== null, 'mfa.flow_expired');
  return attempt as LoginAttempt;
}

const actorOf = (userId: number, origin: Pick<RequestOrigin, 'deviceId' | 'ip' | 'userAgent'>): Actor => ({
  userId,
  sessionId: null,
  deviceId: origin.deviceId,
  ip: origin.ip,
  userAgent: origin.userAgent,
});

/**
 * POST /api/token/mfa/send: picks one of the offered methods. E-mail and SMS get a new 8-digit code,
 * replacing the previous one; the authenticator, recovery keys, the card and a support code (sent at
 * the support reset) deliver nothing.
 */
export async function sendLoginCode(
  ctx: AppContext,
  input: { payload: string; mfaId: number },
  origin: Pick<RequestOrigin, 'deviceId' | 'ip' | 'userAgent'>,
): Promise<{ method: MfaMethod; resend_in: number }> {
  const attempt = await openAttempt(ctx, input.payload, origin.deviceId);
  if (attempt.guessesLeft <= 0) throw new ApiError('mfa.flow_expired');
  const method = attempt.data.methodIds.includes(input.mfaId) ? await findMethod(ctx.db, attempt.userId, input.mfaId) : undefined;
  if (!method) throw new ApiError('mfa.method_unavailable');
  if (!hasDeliveredCode(method.method)) {
    await chooseMethod(ctx.db, attempt, method.id);
    return { method: maskedMethod(method), resend_in: resendIn(attempt, ctx.clock.now()) };
  }
  if (!method.target || (method.method !== 'email' && method.method !== 'sms')) throw new ApiError('mfa.method_unavailable');
  const language = (await accountSummary(ctx.db, attempt.userId))?.language ?? 'en';
  const to = { channel: method.method, target: method.target, language, methodId: method.id };
  const resend = await sendCode(ctx, attempt, to, actorOf(attempt.userId, origin));
  return { method: maskedMethod(method), resend_in: resend };
}

export interface ConfirmedLogin extends IssuedSession {
  /** Set when the person asked to trust this device: the cookie to send. */
  trustToken: string | null;
  /** After a recovery key: how many unused keys remain. */
  recoveryKeysLeft?: number;
  /** After a support code: the person must set up a new second factor (the session holds a step-up grant for it). */
  setupSecondFactor?: true;
  /** The login name of the password step, when there was one (passkey-only sign-ins have none). */
  login?: LoginName;
}

/** Where a second factor comes from, with the trust token to use if the device is to be trusted. */
export type FactorOrigin = RequestOrigin & { newTrustToken: string };

/**
 * POST /api/token/mfa/confirm. The guess is reserved (per attempt and per account) before it is
 * checked; the right one consumes the attempt, records the factor's use and creates the session in
 * one transaction, so a code, an authenticator step, a recovery key or a support code works once.
 * A recovery key also grants 5 minutes of step-up, so the person can reset the authenticator or
 * regenerate keys; so does a support code (docs/support.md), whose answer asks for a new method.
 */
export async function confirmLoginCode(
  ctx: AppContext,
  input: { payload: string; code: string; isTrustedDevice: boolean },
  origin: FactorOrigin,
): Promise<ConfirmedLogin | WeakPasswordHold> {
  const attempt = await openAttempt(ctx, input.payload, origin.deviceId);
  let method: Awaited<ReturnType<typeof findMethod>>;
  const verdict = await guess(ctx, attempt, async () => {
    method = attempt.methodId === null ? undefined : await findMethod(ctx.db, attempt.userId, attempt.methodId);
    if (!method) return { ok: false, failure: 'mfa.invalid_code' } as const;
    const delivered = { challengeId: attempt.id, codeHash: attempt.codeHash, codeExpiresAt: attempt.codeExpiresAt };
    const actor = actorOf(attempt.userId, origin);
    const checked = await checkFactor(ctx, attempt.userId, method, delivered, input.code, actor);
    if (!checked.ok) {
      await recordFactorFailure(ctx, actor, { method: { id: method.id, kind: method.method }, form: 'sign_in', guessesLeft: attempt.guessesLeft });
      signIns.inc({ step: 'second_factor', outcome: 'wrong_code' });
    }
    return checked;
  });
  const used = method!;
  const confirmed = await ctx.db.transaction().execute(async (trx) => {
    const { confirmed, actor, now } = await finishAttempt(trx, ctx, attempt, input.isTrustedDevice, origin, used.method);
    if (!(await verdict.consume(trx))) throw new ApiError('mfa.invalid_code');
    if (used.method === 'totpRecovery' || used.method === 'support') {
      await recordEvent(trx, actor, used.method === 'support' ? 'support_code_used' : 'recovery_key_used', now, { method: { id: used.id, kind: used.method } });
      if ('weakReset' in confirmed) return confirmed;
      await grantStepUp(trx, { sessionId: confirmed.sessionId, userId: attempt.userId, single: false }, now);
    }
    if ('weakReset' in confirmed) return confirmed;
    if (used.method === 'support') return { ...confirmed, setupSecondFactor: true as const };
    return { ...confirmed, recoveryKeysLeft: verdict.recoveryKeysLeft };
  });
  signIns.inc({ step: 'second_factor', outcome: 'weakReset' in confirmed ? 'weak_password' : 'success' });
  return confirmed;
}

/**
 * The end of a second factor that was right: the attempt is consumed, the session created and the
 * device trusted when asked. Run it inside the caller's transaction, so a factor works once.
 * With a weak password the attempt ends with a permission to replace it instead (no session, no
 * trusted device: the person is not signed in yet). `factor`: the kind of method that was right,
 * kept on the session.
 */
export async function finishAttempt(
  trx: Db,
  ctx: AppContext,
  attempt: LoginAttempt,
  isTrustedDevice: boolean,
  origin: FactorOrigin,
  factor: SignInFactor,
): Promise<{ confirmed: ConfirmedLogin | WeakPasswordHold; actor: Actor; now: number }> {
  const now = ctx.clock.now();
  await completeVerification(trx, attempt, now, 'mfa.flow_expired');
  if (attempt.data.weak) {
    const weakReset = await startWeakReplacement(trx, now, { userId: attempt.userId, deviceId: origin.deviceId });
    return { confirmed: { weakReset }, actor: actorOf(attempt.userId, origin), now };
  }
  const session = await startSession(trx, ctx.clock, { userId: attempt.userId, ...origin }, factor);
  const actor: Actor = { ...actorOf(attempt.userId, origin), sessionId: session.sessionId };
  if (isTrustedDevice) await trustDevice(trx, { ...actor, deviceId: origin.deviceId }, origin.newTrustToken, now);
  const login = attempt.data.login ? { ...attempt.data.login, userId: attempt.userId } : undefined;
  return { confirmed: { ...session, trustToken: isTrustedDevice ? origin.newTrustToken : null, login }, actor, now };
}
