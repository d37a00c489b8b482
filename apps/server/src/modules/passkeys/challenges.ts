import { randomBytes } from 'node:crypto';
import { decodeClientDataJSON } from '@simplewebauthn/server/helpers';
import type { AppContext } from '../../app-context';
import type { PasskeyChallengesTable } from '../../db/types';
import { ApiError } from '../../lib/api-error';
import { MINUTE } from '../../lib/clock';
import { sha256 } from '../../lib/tokens';
import { insertChallenge, takeChallenge } from './challenge-repo';
import type { RelyingParty } from './relying-party';

/** A ceremony has five minutes; the browser is told the same (options.timeout). */
export const CHALLENGE_TTL_MS = 5 * MINUTE;

export interface ChallengeScope {
  purpose: PasskeyChallengesTable['purpose'];
  deviceId: string;
  userId: number | null;
  attemptId: string | null;
}

/** 32 random bytes for the browser to sign; only their hash is stored, with what they are for. */
export async function issueChallenge(ctx: AppContext, scope: ChallengeScope, rp: RelyingParty): Promise<Uint8Array<ArrayBuffer>> {
  const challenge = new Uint8Array(randomBytes(32));
  const now = ctx.clock.now();
  await insertChallenge(ctx.db, {
    id: sha256(Buffer.from(challenge).toString('base64url')),
    purpose: scope.purpose,
    user_id: scope.userId,
    attempt_id: scope.attemptId,
    device_id: scope.deviceId,
    rp_id: rp.id,
    origin: rp.origin,
    created_at: now,
    expires_at: now + CHALLENGE_TTL_MS,
  });
  return challenge;
}

export interface TakenChallenge {
  challenge: string;
  rpId: string;
  origin: string;
}

/**
 * Consumes the challenge the browser signed (read from its clientDataJSON) if it is live and was
 * issued for this purpose, device, account and attempt. Any mismatch is `passkey.invalid`, and the
 * challenge is gone either way: a replayed or stolen response never gets a second try.
 */
export async function consumeChallenge(ctx: AppContext, clientDataJSON: string, scope: ChallengeScope): Promise<TakenChallenge> {
  let challenge: string;
  try {
    challenge = decodeClientDataJSON(clientDataJSON).challenge;
  } catch {
    throw new ApiError('passkey.invalid');
  }
  if (typeof challenge !== 'string' || challenge === '') throw new ApiError('passkey.invalid');
  const row = await takeChallenge(ctx.db, sha256(challenge));
  const matches =
    row !== undefined &&
    row.expires_at > ctx.clock.now() &&
    row.purpose === scope.purpose &&
    row.device_id === scope.deviceId &&
    row.user_id === scope.userId &&
    row.attempt_id === scope.attemptId;
  if (!matches) throw new ApiError('passkey.invalid');
  return { challenge, rpId: row.rp_id, origin: row.origin };
}
