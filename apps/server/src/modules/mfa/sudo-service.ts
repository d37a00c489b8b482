import { hasDeliveredCode } from '@portal/contract/mfa';
import type { SudoChallenge } from '@portal/contract/mfa-manage';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../lib/api-error';
import { SECOND } from '../../lib/clock';
import { randomToken, sha256 } from '../../lib/tokens';
import { findMfaUser } from './account-repo';
import { recordEvent, type Actor } from '../events';
import { chooseChallengeMethod, insertChallenge } from './challenges/repo';
import { CHALLENGE_TTL_MS, ensureChallengeQuota, finishChallenge, guessChallenge, openChallenge, sendChallengeCode, type Challenge, type SessionRef } from './challenges/service';
import { checkFactor } from './factors/check';
import { findMethodOf, methodsOf } from './repo';
import { selectableKinds, toMethod } from './service';
import { GRANT_TTL_MS, grantStepUp } from './step-up';
import { trustDevice } from './trusted-devices/service';

type MethodRow = NonNullable<Awaited<ReturnType<typeof findMethodOf>>>;

/** Delivers the code of a step-up challenge, or records that its method delivers nothing. */
async function deliver(ctx: AppContext, challenge: Challenge, method: MethodRow, language: string): Promise<number> {
  if (hasDeliveredCode(method.method) && method.target) {
    return sendChallengeCode(ctx, challenge, { channel: method.method as 'email' | 'sms', target: method.target, language, methodId: method.id });
  }
  await chooseChallengeMethod(ctx.db, challenge.id, method.id, method.method as Challenge['kind']);
  return 0;
}

/**
 * GET /api/mfa/sudo. Without a payload: a new challenge for mfaId, else the primary method (which
 * is the card when the card is the account's method). With the payload of an open challenge of this
 * session: its code again, by mfaId when given.
 */
export async function startStepUp(
  ctx: AppContext,
  owner: SessionRef,
  query: { single?: boolean; mfaId?: number; payload?: string },
): Promise<SudoChallenge> {
  const user = await findMfaUser(ctx.db, owner.userId);
  if (!user) throw new ApiError('auth.unauthenticated');
  if (query.payload) {
    const challenge = await openChallenge(ctx, query.payload, 'sudo', owner);
    const method = await findMethodOf(ctx.db, owner.userId, query.mfaId ?? challenge.method_id ?? 0);
    if (!method || !selectableKinds.includes(method.method)) throw new ApiError('mfa.method_unavailable');
    const resend = await deliver(ctx, challenge, method, user.language);
    return { payload: query.payload, method: toMethod(method), resend_in: resend };
  }

  const methods = await methodsOf(ctx.db, owner.userId, selectableKinds);
  const method = query.mfaId === undefined ? methods[0] : methods.find((m) => m.id === query.mfaId);
  if (!method) throw new ApiError('mfa.method_unavailable');
  await ensureChallengeQuota(ctx, owner.userId, 'sudo');
  const payload = randomToken();
  const now = ctx.clock.now();
  const row = {
    id: sha256(payload),
    purpose: 'sudo' as const,
    user_id: owner.userId,
    session_id: owner.sessionId,
    method_id: method.id,
    kind: method.method as Challenge['kind'],
    single: query.single ? 1 : 0,
    created_at: now,
    expires_at: now + CHALLENGE_TTL_MS,
  };
  await insertChallenge(ctx.db, row);
  const challenge: Challenge = { ...row, target: null, secret_enc: null, bootstrap: 0, code_hash: null, code_sent_at: null, code_expires_at: null, sends: 0, failures: 0, completed_at: null };
  const resend = await deliver(ctx, challenge, method, user.language);
  return { payload, method: toMethod(method), resend_in: resend };
}

/**
 * POST /api/mfa/sudo. The right code grants this session a step-up: single-use when the challenge
 * asked for it, else for 5 minutes. Counted and limited like a login code.
 */
export async function confirmStepUp(
  ctx: AppContext,
  actor: Actor & { sessionId: number },
  input: { payload: string; code: string; isTrustedDevice: boolean },
  trust: { deviceId: string | null; token: string },
): Promise<{ single: boolean; expires_in: number; trusted: boolean }> {
  const challenge = await openChallenge(ctx, input.payload, 'sudo', actor);
  const method = challenge.method_id === null ? undefined : await findMethodOf(ctx.db, actor.userId, challenge.method_id);
  if (!method) throw new ApiError('mfa.challenge_expired');
  const verdict = await guessChallenge(ctx, challenge, () =>
    checkFactor(ctx, actor.userId, method, { challengeId: challenge.id, codeHash: challenge.code_hash, codeExpiresAt: challenge.code_expires_at }, input.code),
  );
  const now = ctx.clock.now();
  const single = challenge.single === 1;
  const trusted = input.isTrustedDevice && trust.deviceId !== null;
  await ctx.db.transaction().execute(async (trx) => {
    await finishChallenge(trx, challenge, verdict, now);
    await grantStepUp(trx, { sessionId: actor.sessionId, userId: actor.userId, single }, now);
    await recordEvent(trx, actor, 'step_up_granted', now, { method: { id: method.id, kind: method.method } });
    if (trusted && trust.deviceId) await trustDevice(trx, { ...actor, deviceId: trust.deviceId }, trust.token, now);
  });
  return { single, expires_in: GRANT_TTL_MS / SECOND, trusted };
}
