import type { AuthenticationResponse } from '@portal/contract/passkeys';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../lib/api-error';
import { finishAttempt, MAX_GUESSES, openAttempt, reserveAttemptGuess, type ConfirmedLogin, type FactorOrigin } from '../sign-in/mfa-service';
import { assertionOptions, recordVerifiedUse, verifyAssertion } from './assertion';
import { consumeChallenge } from './challenges';
import type { RelyingParty } from './relying-party';
import { findByCredentialId, livePasskeysOf, passkeyMethodOf } from './repo';

/** The open attempt, if it offered the passkey method (the person may have removed theirs since). */
async function attemptWithPasskeys(ctx: AppContext, payload: string, deviceId: string) {
  const attempt = await openAttempt(ctx, payload, deviceId);
  const method = await passkeyMethodOf(ctx.db, attempt.user_id);
  const offered = JSON.parse(attempt.method_ids) as number[];
  if (!method || !offered.includes(method.id)) throw new ApiError('mfa.method_unavailable');
  return attempt;
}

/** POST /api/token/mfa/passkey/options: an assertion limited to the account's own passkeys. */
export async function secondFactorOptions(ctx: AppContext, payload: string, deviceId: string, rp: RelyingParty) {
  const attempt = await attemptWithPasskeys(ctx, payload, deviceId);
  if (attempt.failures >= MAX_GUESSES) throw new ApiError('auth.too_many_attempts');
  const passkeys = await livePasskeysOf(ctx.db, attempt.user_id);
  if (passkeys.length === 0) throw new ApiError('mfa.method_unavailable');
  // The password was the knowledge factor; the passkey only has to prove possession here.
  return assertionOptions(ctx, { purpose: 'second-factor', deviceId, userId: attempt.user_id, attemptId: attempt.id }, rp, passkeys, 'preferred');
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
): Promise<ConfirmedLogin> {
  const attempt = await attemptWithPasskeys(ctx, input.payload, origin.deviceId);
  await reserveAttemptGuess(ctx, attempt);
  // The attempt's five guesses count passkeys too; the account's code limit does not (a signature
  // cannot be guessed), so its point goes back whatever the outcome.
  const use = await verifiedPasskey(ctx, input.response, attempt, origin.deviceId).finally(() => ctx.limiter.refundMfaGuess(attempt.user_id));
  return ctx.db.transaction().execute(async (trx) => {
    await recordVerifiedUse(trx, use, ctx.clock.now(), origin.ip);
    return (await finishAttempt(trx, ctx, attempt, input.isTrustedDevice, origin)).confirmed;
  });
}

async function verifiedPasskey(ctx: AppContext, response: AuthenticationResponse, attempt: { id: string; user_id: number }, deviceId: string) {
  const scope = { purpose: 'second-factor' as const, deviceId, userId: attempt.user_id, attemptId: attempt.id };
  const taken = await consumeChallenge(ctx, response.response.clientDataJSON, scope);
  const credential = await findByCredentialId(ctx.db, response.id);
  // A passkey of another account, or a removed one, is as unknown as one never registered.
  if (!credential || credential.user_id !== attempt.user_id || credential.removed_at !== null) throw new ApiError('passkey.invalid');
  return verifyAssertion(response, taken, credential, false);
}
