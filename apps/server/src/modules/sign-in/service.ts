import type { LoginRequest } from '@portal/contract/auth';
import type { MfaMethod } from '@portal/contract/mfa';
import { isWeakPasswordStatus, normalizeEmail, normalizePhone, usernameKind } from '@portal/contract/rules';
import type { AppContext } from '../../app-context';
import type { MfaMethodRow } from '../../db/types';
import { ApiError } from '../../lib/api-error';
import type { SignInReservation } from '../../lib/failure-limiter';
import { MINUTE } from '../../lib/clock';
import { maskEmail, maskPhone } from '../../lib/mask';
import { matchTypedPassword } from '../../lib/passwords';
import { recordEventsOfEach } from '../events';
import { startVerification } from '../verification';
import { restoreOffer } from '../account-restore';
import { findAccountsByUsername, MAX_ACCOUNTS_PER_LOGIN } from '../accounts';
import { captchaCheckOf } from '../captcha';
import { isTrustedDevice, signInMethods } from '../mfa';
import { startSession, type IssuedSession } from '../sessions';
import { startWeakReplacement } from '../password';
import { signIns } from '../metrics';

/** A login attempt (the spec's mfa.payload) stays open for 15 minutes. */
const ATTEMPT_TTL_MS = 15 * MINUTE;

/** Where a sign-in comes from; recorded on the session. */
export interface RequestOrigin {
  deviceId: string;
  ip: string;
  userAgent: string | null;
  /** The browser's trust cookie (trusted devices), when it has one. */
  trustToken: string | null;
}

/**
 * The login name a sign-in used, with the account it signed in: when another account uses the same
 * name, the final answer carries the merge offer (modules/merge offerMerge).
 */
export interface LoginName {
  userId: number;
  kind: 'email' | 'phone';
  value: string;
}

export type PasswordOutcome =
  | { kind: 'signed-in'; session: IssuedSession; login: LoginName }
  | { kind: 'second-factor'; payload: string; methods: MfaMethod[]; weak: boolean };

/**
 * POST /api/token. Each guess takes a point per username and per IP before argon2 runs and a right
 * password gives it back, so parallel guesses cannot exceed the limits (lib/failure-limiter.ts).
 * Past the account's free guesses a solved captcha must come with each try, so that a stranger's
 * failures slow the owner down by a captcha instead of locking them out. Unknown accounts are
 * counted and answered the same way, and still cost one argon2 verification.
 * A weak password (status 1 or 2) gets no session: after the second factor, or at once when none
 * is due, the answer is 403 auth.weak_password with a single-use permission to replace it.
 */
export async function checkPassword(ctx: AppContext, input: LoginRequest, origin: RequestOrigin): Promise<PasswordOutcome> {
  const kind = usernameKind(input.username);
  const username = kind === 'email' ? normalizeEmail(input.username) : normalizePhone(input.username);
  const keys = { username, ip: origin.ip };
  const reservation = await ctx.limiter.reserveSignInGuess(keys, captchaCheckOf(ctx, input.captcha));
  if (reservation.verdict === 'blocked') {
    signIns.inc({ step: 'password', outcome: 'limited' });
    throw new ApiError('auth.too_many_attempts');
  }
  if (reservation.verdict === 'captcha') {
    signIns.inc({ step: 'password', outcome: 'captcha_required' });
    throw new ApiError('auth.captcha_required');
  }

  // Since migration 0015 a login name may belong to several accounts (at most 3 looked at): the one
  // whose password matches signs in, the oldest first when the passwords are the same (docs/demo-data.md).
  // Still one reservation per attempt. A wrong password costs the same work for a name of no
  // account, of one, or of several: as many argon2 checks and the same statements (timing.test.ts).
  // Open accounts before closed ones: a name shared with a closed account signs in the open one.
  const candidates = [...(await findAccountsByUsername(ctx.db, kind, username))].sort((a, b) => Number(a.closed_at !== null) - Number(b.closed_at !== null));
  const match = await matchTypedPassword(candidates.map((c) => c.password_hash), input.password, MAX_ACCOUNTS_PER_LOGIN);
  const user = candidates[match];
  if (!user) {
    await recordFailure(ctx, candidates.map((c) => c.id), origin, reservation);
    signIns.inc({ step: 'password', outcome: 'wrong_password' });
    throw new ApiError('auth.invalid_credentials');
  }
  const login: LoginName = { userId: user.id, kind, value: username };
  await ctx.limiter.refundSignInGuess(keys, { right: true });
  if (user.closed_at !== null) {
    // Only the right password learns that the account is closed (a wrong one is answered above, as ever).
    signIns.inc({ step: 'password', outcome: 'closed' });
    throw await restoreOffer(ctx.db, ctx.clock.now(), { userId: user.id, deviceId: origin.deviceId, eraseAt: user.erase_at ?? 0 });
  }
  const weak = isWeakPasswordStatus(user.password_status);

  const now = ctx.clock.now();
  const methods = await signInMethods(ctx.db, user.id, now);
  // A trusted device (its id together with its HttpOnly trust cookie) skips the second factor.
  if (methods.length === 0 || (await isTrustedDevice(ctx.db, user.id, origin.deviceId, origin.trustToken, now))) {
    if (weak) {
      const reset = await startWeakReplacement(ctx.db, now, { userId: user.id, deviceId: origin.deviceId });
      signIns.inc({ step: 'password', outcome: 'weak_password' });
      throw new ApiError('auth.weak_password', { weak: true, reset });
    }
    const session = await startSession(ctx.db, ctx.clock, { userId: user.id, ...origin });
    signIns.inc({ step: 'password', outcome: 'success' });
    return { kind: 'signed-in', session, login };
  }
  const { payload } = await startVerification(ctx.db, now, {
    purpose: 'login',
    userId: user.id,
    deviceId: origin.deviceId,
    data: { methodIds: methods.map((m) => m.id), weak, login: { kind, value: username } },
    ttlMs: ATTEMPT_TTL_MS,
  });
  signIns.inc({ step: 'password', outcome: 'second_factor' });
  return { kind: 'second-factor', payload, methods: methods.map(maskedMethod), weak };
}

/** A method as shown before sign-in completes: the target masked. */
export function maskedMethod(method: Pick<MfaMethodRow, 'id' | 'method' | 'target' | 'is_primary'>): MfaMethod {
  // A support method's target is the address or the number its code went to.
  const target = method.target === null ? null : method.target.includes('@') ? maskEmail(method.target) : maskPhone(method.target);
  return { id: method.id, method: method.method, target, primary: method.is_primary === 1 };
}

/**
 * The security log of the login name's accounts (none for an unknown name, in the same statement):
 * each wrong password, and the moments a limit is reached.
 */
async function recordFailure(ctx: AppContext, userIds: number[], origin: RequestOrigin, reservation: SignInReservation): Promise<void> {
  const events: Parameters<typeof recordEventsOfEach>[4] = [{ type: 'sign_in_failed', detail: { captcha: reservation.withCaptcha } }];
  if (reservation.lastFreeGuess) events.push({ type: 'captcha_required' });
  if (reservation.lastGuessToday) events.push({ type: 'locked_out' });
  const actor = { sessionId: null, deviceId: origin.deviceId, ip: origin.ip, userAgent: origin.userAgent };
  await recordEventsOfEach(ctx.db, userIds, MAX_ACCOUNTS_PER_LOGIN, actor, events, ctx.clock.now());
}
