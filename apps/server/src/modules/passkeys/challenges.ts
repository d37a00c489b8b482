import { randomBytes } from 'node:crypto';
import { decodeClientDataJSON } from '@simplewebauthn/server/helpers';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../lib/api-error';
import { MINUTE } from '../../lib/clock';
import { startVerification, takeVerification } from '../verification';
import type { RelyingParty } from './relying-party';

/** A ceremony has five minutes; the browser is told the same (options.timeout). */
export const CHALLENGE_TTL_MS = 5 * MINUTE;

export interface ChallengeScope {
  ceremony: 'register' | 'second-factor' | 'passwordless';
  deviceId: string;
  userId: number | null;
  /** The login verification of a second-factor ceremony. */
  attemptId: string | null;
}

/** What a passkey verification remembers besides its subject: the ceremony and where it runs. */
interface PasskeyData {
  ceremony: ChallengeScope['ceremony'];
  rpId: string;
  origin: string;
}

/** 32 random bytes for the browser to sign; only their sha256 is stored, as a 'passkey' verification. */
export async function issueChallenge(ctx: AppContext, scope: ChallengeScope, rp: RelyingParty): Promise<Uint8Array<ArrayBuffer>> {
  const challenge = new Uint8Array(randomBytes(32));
  await startVerification<PasskeyData>(ctx.db, ctx.clock.now(), {
    purpose: 'passkey',
    secret: Buffer.from(challenge).toString('base64url'),
    userId: scope.userId,
    deviceId: scope.deviceId,
    attemptId: scope.attemptId,
    data: { ceremony: scope.ceremony, rpId: rp.id, origin: rp.origin },
    ttlMs: CHALLENGE_TTL_MS,
    guesses: 1,
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
 * issued for this ceremony, device, account and attempt. Any mismatch is `passkey.invalid`, and the
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
  const taken = await takeVerification<PasskeyData>(ctx.db, challenge, 'passkey');
  const matches =
    taken !== null &&
    taken.expiresAt > ctx.clock.now() &&
    taken.data.ceremony === scope.ceremony &&
    taken.deviceId === scope.deviceId &&
    taken.userId === scope.userId &&
    taken.attemptId === scope.attemptId;
  if (!matches) throw new ApiError('passkey.invalid');
  return { challenge, rpId: taken.data.rpId, origin: taken.data.origin };
}
