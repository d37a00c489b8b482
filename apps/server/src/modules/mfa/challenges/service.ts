import type { Selectable } from 'kysely';
import type { AppContext } from '../../../app-context';
import type { MfaChallengesTable } from '../../../db/types';
import { ApiError } from '../../../lib/api-error';
import { MINUTE, SECOND } from '../../../lib/clock';
import { codeHash, randomCode, sha256 } from '../../../lib/tokens';
import { codeMessage } from '../../delivery/messages';
import type { FactorCheck } from '../factors/check';
import { completeChallengeRow, reserveGuess } from '../../../db/guess-counter';
import { countChallengesSince, findChallenge, recordChallengeCode } from './repo';

export type Challenge = Selectable<MfaChallengesTable>;

/** Step-up and set-up challenges: the same limits as a login attempt. */
export const CHALLENGE_TTL_MS = 10 * MINUTE;
const CODE_TTL_MS = 10 * MINUTE;
export const RESEND_INTERVAL_MS = 10 * SECOND;
const MAX_SENDS = 5;
const MAX_GUESSES = 5;
/** New challenges per account and purpose in 15 minutes: caps the codes sent to typed-in targets. */
const MAX_CHALLENGES_PER_WINDOW = 10;
const WINDOW_MS = 15 * MINUTE;

export interface SessionRef {
  userId: number;
  sessionId: number;
}

export async function ensureChallengeQuota(ctx: AppContext, userId: number, purpose: Challenge['purpose']): Promise<void> {
  const recent = await countChallengesSince(ctx.db, userId, purpose, ctx.clock.now() - WINDOW_MS);
  if (recent >= MAX_CHALLENGES_PER_WINDOW) throw new ApiError('auth.too_many_attempts');
}

/** The open challenge of a payload. It belongs to the session that opened it, and to nobody else. */
export async function openChallenge(ctx: AppContext, payload: string, purpose: Challenge['purpose'], owner: SessionRef): Promise<Challenge> {
  const challenge = await findChallenge(ctx.db, sha256(payload));
  const open =
    challenge &&
    challenge.purpose === purpose &&
    challenge.user_id === owner.userId &&
    challenge.session_id === owner.sessionId &&
    challenge.completed_at === null &&
    challenge.expires_at > ctx.clock.now();
  if (!open) throw new ApiError('mfa.challenge_expired');
  return challenge;
}

/** Sends a new 8-digit code to an e-mail address or phone number, replacing the previous one. */
export async function sendChallengeCode(
  ctx: AppContext,
  challenge: Challenge,
  to: { channel: 'email' | 'sms'; target: string; language: string; methodId?: number },
): Promise<number> {
  const now = ctx.clock.now();
  if (challenge.sends >= MAX_SENDS) throw new ApiError('auth.too_many_attempts');
  if (challenge.code_sent_at !== null && now - challenge.code_sent_at < RESEND_INTERVAL_MS) throw new ApiError('mfa.resend_too_soon');
  const code = randomCode();
  const recorded = await recordChallengeCode(ctx.db, {
    id: challenge.id,
    sendsBefore: challenge.sends,
    codeHash: codeHash(ctx.config.appSecret, challenge.id, code),
    sentAt: now,
    expiresAt: now + CODE_TTL_MS,
    methodId: to.methodId,
  });
  if (!recorded) throw new ApiError('mfa.resend_too_soon');
  await ctx.delivery.send(codeMessage({ channel: to.channel, to: to.target, language: to.language, code, validMinutes: CODE_TTL_MS / MINUTE }));
  return RESEND_INTERVAL_MS / SECOND;
}

/**
 * One guess at a challenge: refused when the account or the challenge has no guesses left, counted
 * before it is checked, and counted against the account when wrong. Answers the right check.
 */
export async function guessChallenge(ctx: AppContext, challenge: Challenge, check: () => Promise<FactorCheck>) {
  if (challenge.failures >= MAX_GUESSES || !(await ctx.limiter.reserveMfaGuess(challenge.user_id))) throw new ApiError('auth.too_many_attempts');
  if (!(await reserveGuess(ctx.db, 'mfa_challenges', challenge.id, MAX_GUESSES))) {
    await ctx.limiter.refundMfaGuess(challenge.user_id);
    throw new ApiError('auth.too_many_attempts');
  }
  const verdict = await check();
  if (!verdict.ok) throw new ApiError(verdict.failure);
  await ctx.limiter.refundMfaGuess(challenge.user_id);
  return verdict;
}

/** Inside the finishing transaction: ends the challenge and records the factor's use, or throws. */
export async function finishChallenge(trx: AppContext['db'], challenge: Challenge, verdict: Extract<FactorCheck, { ok: true }>, now: number): Promise<void> {
  if (!(await completeChallengeRow(trx, 'mfa_challenges', challenge.id, now))) throw new ApiError('mfa.challenge_expired');
  if (!(await verdict.consume(trx))) throw new ApiError('mfa.invalid_code');
}
