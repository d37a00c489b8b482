import type { AuthenticationResponse } from '@portal/contract/passkeys';
import type { AppContext } from '../../app-context';
import type { Config } from '../../config/config';
import { ApiError } from '../../lib/api-error';
import { assertionOptions, verifyAssertion, type VerifiedUse } from './assertion';
import { consumeChallenge, type ChallengeScope } from './challenges';
import { createRelyingPartyResolver, type RelyingParty } from './relying-party';
import { findByCredentialId, livePasskeysOf } from './repo';

/**
 * A passkey as the possession factor of another flow (a login attempt, a password reset): the
 * challenge is bound to the flow's verification (its id), the account and the device, so it
 * proves that flow and no other. The flow's owner counts the guess (verification's guess()) and,
 * in its finishing transaction, stores the use (recordVerifiedUse).
 */
export interface FactorFlow {
  userId: number;
  deviceId: string;
  /** The id of the flow's verification (a login attempt, a reset step). */
  flowId: string;
}

const scopeOf = (flow: FactorFlow): ChallengeScope => ({ ceremony: 'second-factor', deviceId: flow.deviceId, userId: flow.userId, attemptId: flow.flowId });

/** Assertion options limited to the account's own passkeys; `mfa.method_unavailable` without any. */
export async function passkeyFactorOptions(ctx: AppContext, flow: FactorFlow, rp: RelyingParty) {
  const passkeys = await livePasskeysOf(ctx.db, flow.userId);
  if (passkeys.length === 0) throw new ApiError('mfa.method_unavailable');
  // The flow's first step was the other factor; the passkey only has to prove possession here.
  return assertionOptions(ctx, scopeOf(flow), rp, passkeys, 'preferred');
}

/**
 * Consumes the flow's challenge and checks the assertion; any failure is `passkey.invalid`. The
 * use it answers is not stored yet: the caller does that when it finishes the flow.
 */
export async function checkPasskeyFactor(ctx: AppContext, flow: FactorFlow, response: AuthenticationResponse): Promise<VerifiedUse> {
  const taken = await consumeChallenge(ctx, response.response.clientDataJSON, scopeOf(flow));
  const credential = await findByCredentialId(ctx.db, response.id);
  // A passkey of another account, or a removed one, is as unknown as one never registered.
  if (!credential || credential.user_id !== flow.userId || credential.removed_at !== null) throw new ApiError('passkey.invalid');
  return verifyAssertion(response, taken, credential, false);
}

/** The relying party of a request's host, or `passkey.unavailable` on a host that is not the portal's. */
export function relyingPartyFor(config: Pick<Config, 'publicUrl' | 'publicUrls' | 'luHostPatterns' | 'passkeyRpId' | 'secure'>) {
  const resolve = createRelyingPartyResolver(config);
  return (host: string): RelyingParty => {
    const rp = resolve(host);
    if (!rp) throw new ApiError('passkey.unavailable');
    return rp;
  };
}
