import type { ActivationResult } from '@portal/contract/mfa-manage';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/database';
import { ApiError } from '../../lib/api-error';
import { findMfaUser } from './account-repo';
import { factorKinds } from './activation-service';
import { recordEvent, type Actor } from '../events';
import { finishChallenge, guessChallenge, openChallenge, sendChallengeCode, type Challenge } from './challenges/service';
import { checkFactor, type FactorCheck } from './factors/check';
import { newRecoveryKeys, recoveryKeyHash } from './factors/recovery-keys';
import { replaceRecoveryKeys } from './factors/repo';
import { matchTotpStep } from './factors/totp';
import { openTotpSecret } from './factors/totp-secrets';
import { insertMethod, makePrimary, methodsOf, updateMethod } from './repo';
import { toMethod } from './service';
import { grantStepUp } from './step-up';
import { refuseDuplicate, refuseForeignTarget } from './targets';
import { trustDevice } from './trusted-devices/service';

/** The guess at a set-up challenge: the delivered code, or a first code of the new authenticator. */
async function checkEnrollment(ctx: AppContext, challenge: Challenge, code: string): Promise<{ verdict: FactorCheck; step: number | null }> {
  if (challenge.kind !== 'totp') {
    const method = { id: 0, method: challenge.kind, secret_enc: null, last_used_step: null };
    const delivered = { challengeId: challenge.id, codeHash: challenge.code_hash, codeExpiresAt: challenge.code_expires_at };
    return { verdict: await checkFactor(ctx, challenge.user_id, method, delivered, code), step: null };
  }
  const secret = openTotpSecret(ctx.config, challenge.user_id, challenge.secret_enc);
  const step = secret === null ? null : matchTotpStep(secret, code, ctx.clock.now());
  return step === null ? { verdict: { ok: false, failure: 'mfa.invalid_code' }, step } : { verdict: { ok: true, consume: async () => true }, step };
}

/** New recovery keys for the account: their hashes stored, the keys returned to be shown once. */
async function freshRecoveryKeys(db: Db, userId: number, now: number): Promise<string[]> {
  const keys = newRecoveryKeys();
  await replaceRecoveryKeys(db, userId, keys.map(recoveryKeyHash), now);
  return keys;
}

/** Applies a confirmed challenge inside the transaction: the new, edited or reset method. */
async function applyEnrollment(trx: Db, actor: Actor, challenge: Challenge, step: number | null, now: number) {
  const methods = await methodsOf(trx, actor.userId, [...factorKinds, 'totpRecovery']);
  const kind = challenge.kind;
  if (kind !== 'totp' && challenge.target) {
    // Checked again: another method or account may have taken the target since the code was sent.
    refuseDuplicate(kind as 'email' | 'sms', challenge.target, methods.filter((m) => m.id !== challenge.method_id));
    await refuseForeignTarget(trx, actor.userId, kind as 'email' | 'sms', challenge.target);
  }

  if (challenge.method_id !== null) {
    const method = methods.find((m) => m.id === challenge.method_id);
    if (!method) throw new ApiError('mfa.challenge_expired');
    if (kind === 'totp') {
      await updateMethod(trx, method.id, { secret_enc: challenge.secret_enc, last_used_step: step });
      await recordEvent(trx, actor, 'totp_reset', now, { method: { id: method.id, kind } });
      return { method: toMethod(method), keys: await freshRecoveryKeys(trx, actor.userId, now) };
    }
    await updateMethod(trx, method.id, { target: challenge.target });
    await recordEvent(trx, actor, 'method_edited', now, { method: { id: method.id, kind } });
    return { method: toMethod({ ...method, target: challenge.target }), keys: null };
  }

  if (kind === 'totp' && methods.some((m) => m.method === 'totp')) throw new ApiError('mfa.totp_exists');
  // The authenticator becomes the primary method (e-mail stays the backup); others only when first.
  const primary = kind === 'totp' || !methods.some((m) => factorKinds.includes(m.method));
  const id = await insertMethod(trx, { user_id: actor.userId, method: kind, target: challenge.target, is_primary: 0, created_at: now, secret_enc: challenge.secret_enc, last_used_step: step });
  if (primary) await makePrimary(trx, actor.userId, id);
  await recordEvent(trx, actor, 'method_added', now, { method: { id, kind } });
  if (kind !== 'totp') return { method: { id, method: kind, target: challenge.target, primary }, keys: null };
  if (!methods.some((m) => m.method === 'totpRecovery')) {
    await insertMethod(trx, { user_id: actor.userId, method: 'totpRecovery', target: null, is_primary: 0, created_at: now });
  }
  return { method: { id, method: kind, target: null, primary }, keys: await freshRecoveryKeys(trx, actor.userId, now) };
}

/**
 * POST /api/mfa/activate. The right code stores the method (and, for an authenticator, a new set of
 * recovery keys, returned once). Confirming the account's first method grants one single-use
 * step-up, so the second method of a forced set-up can follow without another check.
 */
export async function confirmActivation(
  ctx: AppContext,
  actor: Actor & { sessionId: number },
  input: { payload: string; code: string; isTrustedDevice: boolean },
  trust: { deviceId: string | null; token: string },
): Promise<ActivationResult & { trusted: boolean }> {
  const challenge = await openChallenge(ctx, input.payload, 'enroll', actor);
  let step: number | null = null;
  const verdict = await guessChallenge(ctx, challenge, async () => {
    const result = await checkEnrollment(ctx, challenge, input.code);
    step = result.step;
    return result.verdict;
  });
  const now = ctx.clock.now();
  const trusted = input.isTrustedDevice && trust.deviceId !== null;
  const applied = await ctx.db.transaction().execute(async (trx) => {
    await finishChallenge(trx, challenge, verdict, now);
    const result = await applyEnrollment(trx, actor, challenge, step, now);
    if (challenge.bootstrap === 1) await grantStepUp(trx, { sessionId: actor.sessionId, userId: actor.userId, single: true }, now);
    if (trusted && trust.deviceId) await trustDevice(trx, { ...actor, deviceId: trust.deviceId }, trust.token, now);
    return result;
  });
  return { fuzzion: false, payload: null, method: applied.method, recovery_keys: applied.keys, trusted };
}

/** POST /api/mfa/activate/resend: a new code for an e-mail or SMS set-up challenge. */
export async function resendActivationCode(ctx: AppContext, owner: { userId: number; sessionId: number }, payload: string): Promise<number> {
  const challenge = await openChallenge(ctx, payload, 'enroll', owner);
  const user = await findMfaUser(ctx.db, owner.userId);
  if (!user || challenge.kind === 'totp' || challenge.kind === 'card' || !challenge.target) throw new ApiError('mfa.method_unavailable');
  return sendChallengeCode(ctx, challenge, { channel: challenge.kind, target: challenge.target, language: user.language });
}
