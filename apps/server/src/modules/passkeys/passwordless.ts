import type { AuthenticationResponse } from '@portal/contract/passkeys';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../lib/api-error';
import { assertionOptions, recordVerifiedUse, verifyAssertion } from './assertion';
import { consumeChallenge } from './challenges';
import type { RelyingParty } from './relying-party';
import { findByCredentialId } from './repo';
import { startSession, type IssuedSession } from '../sessions';
import { type RequestOrigin } from '../sign-in';
import { signIns } from '../metrics';

/** A passkey's guesses need no captcha: past the credential's free guesses they go on as if solved. */
const noCaptchaNeeded = async () => true;

/** POST /api/token/passkey/options: any discoverable passkey of this site, with user verification. */
export async function passwordlessOptions(ctx: AppContext, deviceId: string, rp: RelyingParty) {
  return assertionOptions(ctx, { ceremony: 'passwordless', deviceId, userId: null, attemptId: null }, rp, [], 'required');
}

/**
 * POST /api/token/passkey: the passkey names the account (its credential id and user handle) and
 * proves possession plus user verification (PIN or biometrics), so it stands for password and
 * second factor together. Failures count against the IP and the credential like wrong passwords,
 * and a success clears the credential's count as a right password clears the username's.
 */
export async function passwordlessSignIn(ctx: AppContext, response: AuthenticationResponse, origin: RequestOrigin): Promise<IssuedSession> {
  const keys = { username: `passkey:${response.id}`, ip: origin.ip };
  // A forged assertion cannot be guessed into a valid one, so a credential's failures ask for no
  // captcha (this flow has none: it passes as solved); the per-IP limit and the daily cap still apply.
  if ((await ctx.limiter.reserveSignInGuess(keys, noCaptchaNeeded)).verdict !== 'allowed') {
    signIns.inc({ step: 'passkey', outcome: 'limited' });
    throw new ApiError('auth.too_many_attempts');
  }
  try {
    const taken = await consumeChallenge(ctx, response.response.clientDataJSON, { ceremony: 'passwordless', deviceId: origin.deviceId, userId: null, attemptId: null });
    const credential = await findByCredentialId(ctx.db, response.id);
    const sameUser = response.response.userHandle === undefined || response.response.userHandle === credential?.user_handle;
    if (!credential || credential.removed_at !== null || !sameUser) throw new ApiError('passkey.invalid');
    const use = await verifyAssertion(response, taken, credential, true);
    const session = await ctx.db.transaction().execute(async (trx) => {
      await recordVerifiedUse(trx, use, ctx.clock.now(), origin.ip);
      return startSession(trx, ctx.clock, { userId: credential.user_id, ...origin }, 'passkey');
    });
    await ctx.limiter.refundSignInGuess(keys, { right: true });
    signIns.inc({ step: 'passkey', outcome: 'success' });
    return session;
  } catch (error) {
    // Only a wrong passkey is a guess; anything else (an expired challenge) gives the point back.
    if (!(error instanceof ApiError && error.code === 'passkey.invalid')) await ctx.limiter.refundSignInGuess(keys, { right: false });
    else signIns.inc({ step: 'passkey', outcome: 'wrong_passkey' });
    throw error;
  }
}
