import type { AuthenticationResponse } from '@portal/contract/passkeys';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../lib/api-error';
import { guess } from '../verification';
import { recordVerifiedUse } from './assertion';
import { checkPasskeyFactor, passkeyFactorOptions } from './factor';
import type { RelyingParty } from './relying-party';
import { passkeyMethodOf, recordFactorFailure } from '../mfa';
import { finishAttempt, openAttempt, type ConfirmedLogin, type FactorOrigin, type WeakPasswordHold } from '../sign-in';

/** The open attempt, if it offered the passkey method (the person may have removed theirs since). */
async function attemptWithPasskeys(ctx: AppContext, payload: string, deviceId: string) {
  const attempt = await openAttempt(ctx, payload, deviceId);
  const method = await passkeyMethodOf(ctx.db, attempt.userId);
  if (!method || !attempt.data.methodIds.includes(method.id)) throw new ApiError('mfa.method_unavailable');
  return attempt;
}

/** POST /api/token/mfa/passkey/options: an assertion limited to the account's own passkeys. */
export async function secondFactorOptions(ctx: AppContext, payload: string, deviceId: string, rp: RelyingParty) {
  const attempt = await attemptWithPasskeys(ctx, payload, deviceId);
  if (attempt.guessesLeft <= 0) throw new ApiError('auth.too_many_attempts');
  // The password was the knowledge factor; the passkey only has to prove possession here.
  return passkeyFactorOptions(ctx, { userId: attempt.userId, deviceId, flowId: attempt.id }, rp);
}

/**
 * POST /api/token/mfa/passkey: ends the attempt like a confirmed code. The guess is counted first,
 * so a wrong or unknown passkey uses up one of the attempt's five; the right one consumes the
 * attempt, records the use and creates the session in one transaction.
 */
export async function confirmSecondFactor(
  ctx: AppContext,
  input: { payload: string; response: AuthenticationResponse; isTrustedDevice: boolean },
  origin: FactorOrigin,
): Promise<ConfirmedLogin | WeakPasswordHold> {
  const attempt = await attemptWithPasskeys(ctx, input.payload, origin.deviceId);
  const flow = { userId: attempt.userId, deviceId: origin.deviceId, flowId: attempt.id };
  const { use } = await guess(ctx, attempt, async () => {
    try {
      return { ok: true as const, use: await checkPasskeyFactor(ctx, flow, input.response) };
    } catch (error) {
      // A passkey that does not verify is a wrong second factor; anything else is no guess of the person.
      if (!(error instanceof ApiError && error.code === 'passkey.invalid')) throw error;
      const method = await passkeyMethodOf(ctx.db, attempt.userId);
      const actor = { userId: attempt.userId, sessionId: null, deviceId: origin.deviceId, ip: origin.ip, userAgent: origin.userAgent };
      await recordFactorFailure(ctx, actor, { method: method ? { id: method.id, kind: 'passkey' } : null, form: 'sign_in', guessesLeft: attempt.guessesLeft });
      throw error;
    }
  });
  return ctx.db.transaction().execute(async (trx) => {
    await recordVerifiedUse(trx, use, ctx.clock.now(), origin.ip);
    return (await finishAttempt(trx, ctx, attempt, input.isTrustedDevice, origin, 'passkey')).confirmed;
  });
}
