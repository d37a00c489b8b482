import type { ActivationResult } from '@portal/contract/mfa-manage';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/database';
import { ApiError } from '../../lib/api-error';
import { accountSummary } from '../accounts';
import { factorKinds } from './activation-service';
import { recordEvent, type Actor } from '../events';
import { guess, sendCode, type Verification } from '../verification';
import { finishChallenge, openChallenge, type EnrollData } from './challenge';
import { checkFactor, type FactorCheck } from './factors/check';
import { newRecoveryKeys, recoveryKeyHash } from './factors/recovery-keys';
import { replaceRecoveryKeys } from './factors/repo';
import { matchTotpStep } from './factors/totp';
import { openTotpSecret } from './factors/totp-secrets';
import { insertMethod, makePrimary, methodsOf, updateMethod } from './repo';
import { toMethod } from './service';
import { grantStepUp } from './step-up';
import { refuseDuplicate, refuseForeignTarget } from './targets';
import { endDeviceTrust, trustDevice } from './trusted-devices/service';
import { sendSecurityNotice } from '../events';
import { offerMerge } from '../merge';
import { leaveScheduleWhenSetUp } from './reminders/leave';

type Enrollment = Verification<EnrollData> & { userId: number };

/** The guess at a set-up challenge: the delivered code, or a first code of the new authenticator. */
async function checkEnrollment(ctx: AppContext, challenge: Enrollment, code: string, actor: Actor): Promise<{ verdict: FactorCheck; step: number | null }> {
  if (challenge.data.kind !== 'totp') {
    const method = { id: 0, method: challenge.data.kind, secret_enc: null, last_used_step: null };
    const delivered = { challengeId: challenge.id, codeHash: challenge.codeHash, codeExpiresAt: challenge.codeExpiresAt };
    return { verdict: await checkFactor(ctx, challenge.userId, method, delivered, code, actor), step: null };
  }
  const secret = openTotpSecret(ctx.config, challenge.userId, challenge.data.secretEnc);
  const step = secret === null ? null : matchTotpStep(secret, code, ctx.clock.now());
  return step === null ? { verdict: { ok: false, failure: 'mfa.invalid_code' }, step } : { verdict: { ok: true, consume: async () => true }, step };
}

/** New recovery keys for the account: their keyed hashes stored, the keys returned to be shown once. */
export async function freshRecoveryKeys(db: Db, appSecret: string, userId: number, now: number): Promise<string[]> {
  const keys = newRecoveryKeys();
  await replaceRecoveryKeys(db, userId, keys.map((key) => recoveryKeyHash(appSecret, userId, key)), now);
  return keys;
}

type Change = 'method_added' | 'method_edited' | 'totp_reset';

/** Applies a confirmed challenge inside the transaction: the new, edited or reset method. */
async function applyEnrollment(trx: Db, ctx: AppContext, actor: Actor, challenge: Enrollment, step: number | null, now: number) {
  const methods = await methodsOf(trx, actor.userId, [...factorKinds, 'totpRecovery']);
  const { kind, target, secretEnc } = challenge.data;
  if (kind !== 'totp' && target) {
    // Checked again: another method or account may have taken the target since the code was sent.
    refuseDuplicate(kind, target, methods.filter((m) => m.id !== challenge.methodId));
    await refuseForeignTarget(trx, actor.userId, kind, target);
  }

  if (challenge.methodId !== null) {
    const method = methods.find((m) => m.id === challenge.methodId);
    if (!method) throw new ApiError('mfa.challenge_expired');
    // The devices trusted under the old factor stop skipping the second factor.
    await endDeviceTrust(trx, actor, now);
    if (kind === 'totp') {
      await updateMethod(trx, method.id, { secret_enc: secretEnc, last_used_step: step });
      await recordEvent(trx, actor, 'totp_reset', now, { method: { id: method.id, kind } });
      return { change: 'totp_reset' as Change, method: toMethod(method), keys: await freshRecoveryKeys(trx, ctx.config.appSecret, actor.userId, now) };
    }
    await updateMethod(trx, method.id, { target });
    await recordEvent(trx, actor, 'method_edited', now, { method: { id: method.id, kind } });
    return { change: 'method_edited' as Change, method: toMethod({ ...method, target }), keys: null };
  }

  if (kind === 'totp' && methods.some((m) => m.method === 'totp')) throw new ApiError('mfa.totp_exists');
  // The authenticator becomes the primary method (e-mail stays the backup); others only when first.
  const primary = kind === 'totp' || !methods.some((m) => factorKinds.includes(m.method));
  const id = await insertMethod(trx, { user_id: actor.userId, method: kind, target, is_primary: 0, created_at: now, secret_enc: secretEnc, last_used_step: step });
  if (primary) await makePrimary(trx, actor.userId, id);
  await recordEvent(trx, actor, 'method_added', now, { method: { id, kind } });
  if (kind !== 'totp') return { change: 'method_added' as Change, method: { id, method: kind, target, primary }, keys: null };
  if (!methods.some((m) => m.method === 'totpRecovery')) {
    await insertMethod(trx, { user_id: actor.userId, method: 'totpRecovery', target: null, is_primary: 0, created_at: now });
  }
  return { change: 'method_added' as Change, method: { id, method: kind, target: null, primary }, keys: await freshRecoveryKeys(trx, ctx.config.appSecret, actor.userId, now) };
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
  const challenge = (await openChallenge<EnrollData>(ctx, input.payload, 'enroll', actor)) as Enrollment;
  let step: number | null = null;
  const verdict = await guess(ctx, challenge, async () => {
    const result = await checkEnrollment(ctx, challenge, input.code, actor);
    step = result.step;
    return result.verdict;
  });
  const now = ctx.clock.now();
  const trusted = input.isTrustedDevice && trust.deviceId !== null;
  const applied = await ctx.db.transaction().execute(async (trx) => {
    await finishChallenge(trx, challenge, verdict, now);
    const result = await applyEnrollment(trx, ctx, actor, challenge, step, now);
    if (result.change === 'method_added') await leaveScheduleWhenSetUp(trx, actor.userId);
    if (challenge.data.bootstrap) await grantStepUp(trx, { sessionId: actor.sessionId, userId: actor.userId, single: true }, now);
    if (trusted && trust.deviceId) await trustDevice(trx, { ...actor, deviceId: trust.deviceId }, trust.token, now);
    return result;
  });
  await sendSecurityNotice(ctx, actor.userId, applied.change);
  // The new e-mail or SMS target is another account's login name: the merge offer (issue 10).
  const { kind, target } = challenge.data;
  const offer = kind !== 'totp' && target ? await offerMerge(ctx.db, ctx.clock.now(), actor, kind === 'email' ? 'email' : 'phone', target) : {};
  return { fuzzion: offer.fuzzion ?? false, payload: offer.fuzzion_payload ?? null, method: applied.method, recovery_keys: applied.keys, trusted };
}

/** POST /api/mfa/activate/resend: a new code for an e-mail or SMS set-up challenge. */
export async function resendActivationCode(ctx: AppContext, actor: Actor & { sessionId: number }, payload: string): Promise<number> {
  const challenge = await openChallenge<EnrollData>(ctx, payload, 'enroll', actor);
  const user = await accountSummary(ctx.db, actor.userId);
  const { kind, target } = challenge.data;
  if (!user || kind === 'totp' || !target) throw new ApiError('mfa.method_unavailable');
  return sendCode(ctx, challenge, { channel: kind, target, language: user.language }, actor);
}
