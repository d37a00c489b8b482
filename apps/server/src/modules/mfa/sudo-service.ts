import { hasDeliveredCode, type MfaMethodKind } from '@portal/contract/mfa';
import type { SudoChallenge } from '@portal/contract/mfa-manage';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../lib/api-error';
import { SECOND } from '../../lib/clock';
import { accountSummary } from '../accounts';
import { recordEvent, type Actor } from '../events';
import { chooseMethod, ensureStartQuota, guess, resendIn, sendCode, startVerification, type Verification } from '../verification';
import { CHALLENGE_TTL_MS, finishChallenge, openChallenge, type SessionRef, type StepUpData } from './challenge';
import { checkFactor, type FactorCheck } from './factors/check';
import { recordFactorFailure } from './factors/failure';
import { findMethodOf, methodsOf } from './repo';
import { selectableKinds, toMethod } from './service';
import { GRANT_TTL_MS, grantStepUp } from './step-up';
import { trustDevice } from './trusted-devices/service';
import { stepUps } from '../metrics';

type MethodRow = NonNullable<Awaited<ReturnType<typeof findMethodOf>>>;

/** Delivers the code of a step-up challenge, or records that its method delivers nothing. */
async function deliver(ctx: AppContext, challenge: Verification<StepUpData>, method: MethodRow, language: string, actor: Actor): Promise<number> {
  if (hasDeliveredCode(method.method) && method.target) {
    return sendCode(ctx, challenge, { channel: method.method as 'email' | 'sms', target: method.target, language, methodId: method.id }, actor);
  }
  await chooseMethod(ctx.db, challenge, method.id, { ...challenge.data, kind: method.method });
  return resendIn(challenge, ctx.clock.now());
}

/**
 * GET /api/mfa/sudo. Without a payload: a new challenge for mfaId, else the primary method (which
 * is the card when the card is the account's method). With the payload of an open challenge of this
 * session: its code again, by mfaId when given.
 */
export async function startStepUp(
  ctx: AppContext,
  owner: SessionRef & Partial<Actor>,
  query: { single?: boolean; mfaId?: number; payload?: string },
): Promise<SudoChallenge> {
  const user = await accountSummary(ctx.db, owner.userId);
  if (!user) throw new ApiError('auth.unauthenticated');
  const actor: Actor = { userId: owner.userId, sessionId: owner.sessionId, deviceId: owner.deviceId ?? null, ip: owner.ip ?? null, userAgent: owner.userAgent ?? null };
  if (query.payload) {
    const challenge = await openChallenge<StepUpData>(ctx, query.payload, 'step_up', owner);
    const method = await findMethodOf(ctx.db, owner.userId, query.mfaId ?? challenge.methodId ?? 0);
    if (!method || !selectableKinds.includes(method.method)) throw new ApiError('mfa.method_unavailable');
    const resend = await deliver(ctx, challenge, method, user.language, actor);
    return { payload: query.payload, method: toMethod(method), resend_in: resend };
  }

  const methods = await methodsOf(ctx.db, owner.userId, selectableKinds);
  const method = query.mfaId === undefined ? methods[0] : methods.find((m) => m.id === query.mfaId);
  if (!method) throw new ApiError('mfa.method_unavailable');
  await ensureStartQuota(ctx, owner.userId, 'step_up');
  const { payload, verification } = await startVerification<StepUpData>(ctx.db, ctx.clock.now(), {
    purpose: 'step_up',
    userId: owner.userId,
    sessionId: owner.sessionId,
    methodId: method.id,
    data: { kind: method.method, single: query.single === true },
    ttlMs: CHALLENGE_TTL_MS,
  });
  const resend = await deliver(ctx, verification, method, user.language, actor);
  stepUps.inc({ outcome: 'challenged' });
  return { payload, method: toMethod(method), resend_in: resend };
}

/** A step-up's proof: a code, key or card number (checkFactor), or a passkey (modules/passkeys). */
export type StepUpProof = (challenge: Verification<StepUpData>, method: MethodRow) => Promise<FactorCheck | { ok: false; failure: 'passkey.invalid' }>;

/**
 * Finishes a step-up challenge of this session with `prove`'s verdict, counted and limited like a
 * login code: the right proof grants the session a step-up, single-use when the challenge asked
 * for it, else for 5 minutes; a wrong one is recorded as a failed second factor.
 */
export async function confirmStepUpWith(
  ctx: AppContext,
  actor: Actor & { sessionId: number },
  input: { payload: string; isTrustedDevice: boolean },
  trust: { deviceId: string | null; token: string },
  prove: StepUpProof,
): Promise<{ single: boolean; expires_in: number; trusted: boolean }> {
  const challenge = await openChallenge<StepUpData>(ctx, input.payload, 'step_up', actor);
  const method = challenge.methodId === null ? undefined : await findMethodOf(ctx.db, actor.userId, challenge.methodId);
  if (!method) throw new ApiError('mfa.challenge_expired');
  const verdict = await guess(ctx, challenge, async () => {
    const checked = await prove(challenge, method);
    if (!checked.ok) {
      await recordFactorFailure(ctx, actor, { method: { id: method.id, kind: method.method }, form: 'step_up', guessesLeft: challenge.guessesLeft });
      stepUps.inc({ outcome: 'wrong_code' });
    }
    return checked;
  });
  const now = ctx.clock.now();
  const single = challenge.data.single;
  const trusted = input.isTrustedDevice && trust.deviceId !== null;
  await ctx.db.transaction().execute(async (trx) => {
    await finishChallenge(trx, challenge, verdict, now);
    await grantStepUp(trx, { sessionId: actor.sessionId, userId: actor.userId, single }, now);
    await recordEvent(trx, actor, 'step_up_granted', now, { method: { id: method.id, kind: method.method } });
    if (trusted && trust.deviceId) await trustDevice(trx, { ...actor, deviceId: trust.deviceId }, trust.token, now);
  });
  stepUps.inc({ outcome: 'granted' });
  return { single, expires_in: GRANT_TTL_MS / SECOND, trusted };
}

/** POST /api/mfa/sudo: the code of the challenge's method. */
export function confirmStepUp(
  ctx: AppContext,
  actor: Actor & { sessionId: number },
  input: { payload: string; code: string; isTrustedDevice: boolean },
  trust: { deviceId: string | null; token: string },
): Promise<{ single: boolean; expires_in: number; trusted: boolean }> {
  return confirmStepUpWith(ctx, actor, input, trust, (challenge, method) =>
    checkFactor(ctx, actor.userId, method, { challengeId: challenge.id, codeHash: challenge.codeHash, codeExpiresAt: challenge.codeExpiresAt }, input.code, actor),
  );
}

/** The open step-up challenge of this session whose method is `kind` (a passkey's options, say). */
export async function openStepUpOf(ctx: AppContext, owner: SessionRef, payload: string, kind: MfaMethodKind): Promise<Verification<StepUpData>> {
  const challenge = await openChallenge<StepUpData>(ctx, payload, 'step_up', owner);
  const method = challenge.methodId === null ? undefined : await findMethodOf(ctx.db, owner.userId, challenge.methodId);
  if (method?.method !== kind) throw new ApiError('mfa.method_unavailable');
  return challenge;
}
