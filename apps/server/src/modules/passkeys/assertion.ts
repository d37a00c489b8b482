import type { AuthenticationResponse } from '@portal/contract/passkeys';
import { generateAuthenticationOptions, verifyAuthenticationResponse, type AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/database';
import { ApiError } from '../../lib/api-error';
import { CHALLENGE_TTL_MS, issueChallenge, type ChallengeScope, type TakenChallenge } from './challenges';
import type { RelyingParty } from './relying-party';
import { recordUse } from './repo';

/** Options for navigator.credentials.get(); no allowed list means "any passkey of this site". */
export async function assertionOptions(
  ctx: AppContext,
  scope: ChallengeScope,
  rp: RelyingParty,
  allow: { credential_id: string; transports: string }[],
  userVerification: 'preferred' | 'required',
) {
  const challenge = await issueChallenge(ctx, scope, rp);
  return generateAuthenticationOptions({
    rpID: rp.id,
    challenge,
    timeout: CHALLENGE_TTL_MS,
    userVerification,
    allowCredentials: allow.map((p) => ({ id: p.credential_id, transports: JSON.parse(p.transports) as string[] })),
  });
}

interface StoredCredential {
  id: number;
  credential_id: string;
  public_key: string;
  counter: number;
}

export interface VerifiedUse {
  id: number;
  counterBefore: number;
  counter: number;
  backedUp: boolean;
}

/**
 * Checks the signature with the stored public key, and the challenge, origin, RP ID, type, user
 * presence (and verification when required) and counter: a counter that does not grow, while
 * either side counts, means a cloned authenticator or a replay. Any failure is `passkey.invalid`.
 */
export async function verifyAssertion(
  response: AuthenticationResponse,
  taken: TakenChallenge,
  credential: StoredCredential,
  requireUserVerification: boolean,
): Promise<VerifiedUse> {
  const verification = await verifyAuthenticationResponse({
    // The contract checked the shape; the library checks the content.
    response: response as AuthenticationResponseJSON,
    expectedChallenge: taken.challenge,
    expectedOrigin: taken.origin,
    expectedRPID: taken.rpId,
    expectedType: 'webauthn.get',
    credential: { id: credential.credential_id, publicKey: Buffer.from(credential.public_key, 'base64url'), counter: credential.counter },
    requireUserVerification,
  }).catch(() => null);
  if (!verification?.verified) throw new ApiError('passkey.invalid');
  const info = verification.authenticationInfo;
  return { id: credential.id, counterBefore: credential.counter, counter: info.newCounter, backedUp: info.credentialBackedUp };
}

/** Stores the new counter and the time of use; a concurrent use of the same signature loses. */
export async function recordVerifiedUse(db: Db, use: VerifiedUse, at: number, ip: string): Promise<void> {
  if (!(await recordUse(db, { ...use, at, ip }))) throw new ApiError('passkey.invalid');
}
