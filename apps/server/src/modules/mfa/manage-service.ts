import { kindOfNewMethod } from '@portal/contract/mfa';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../lib/api-error';
import { factorKinds } from './activation-service';
import { recordEvent, type Actor } from '../events';
import { cancelVerifications, openVerificationsOf } from '../verification';
import { freshRecoveryKeys } from './activation-finish';
import type { EnrollData } from './challenge';
import { replaceRecoveryKeys } from './factors/repo';
import { endDeviceTrust } from './trusted-devices/service';
import { deleteMethods, findMethodOf, makePrimary, methodsOf } from './repo';
import { spendStepUp } from './step-up';
import { parseTarget } from './targets';
import { sendSecurityNotice } from '../events';

type SessionActor = Actor & { sessionId: number };

/** POST /api/mfa/switch-primary/{id}: the method offered first from now on. Needs a step-up. */
export async function switchPrimary(ctx: AppContext, actor: SessionActor, id: number): Promise<void> {
  const method = await findMethodOf(ctx.db, actor.userId, id);
  if (!method || !factorKinds.includes(method.method)) throw new ApiError('not_found');
  if (method.is_primary === 1) return;
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    await spendStepUp(trx, actor, now);
    await makePrimary(trx, actor.userId, id);
    await recordEvent(trx, actor, 'primary_switched', now, { method: { id, kind: method.method } });
  });
  await sendSecurityNotice(ctx, actor.userId, 'primary_switched');
}

/**
 * DELETE /api/mfa/{id}. A negative id is an unsaved method: its open set-up challenge (named by
 * kind and target) is cancelled. A stored method needs a step-up; the last e-mail and the last SMS
 * method stay, the card stays (it is the account's proof). Deleting the authenticator deletes its
 * recovery keys; deleting the primary method makes the oldest remaining one primary.
 */
export async function deleteMethod(ctx: AppContext, actor: SessionActor, id: number, rawTarget: string | undefined): Promise<void> {
  const now = ctx.clock.now();
  if (id < 0) {
    const kind = kindOfNewMethod(id);
    if (!kind) throw new ApiError('not_found');
    const target = kind === 'totp' ? null : parseTarget(kind, rawTarget);
    await ctx.db.transaction().execute(async (trx) => {
      const open = await openVerificationsOf<EnrollData>(trx, actor.userId, 'enroll', now);
      const unsaved = open.filter((v) => v.methodId === null && v.data.kind === kind && v.data.target === target);
      if ((await cancelVerifications(trx, unsaved.map((v) => v.id), now)) === 0) throw new ApiError('not_found');
      await recordEvent(trx, actor, 'enrollment_cancelled', now, { method: { id: null, kind } });
    });
    return;
  }
  await ctx.db.transaction().execute(async (trx) => {
    const methods = await methodsOf(trx, actor.userId, [...factorKinds, 'totpRecovery']);
    const method = methods.find((m) => m.id === id);
    if (!method || method.method === 'totpRecovery') throw new ApiError('not_found');
    if (method.method === 'card') throw new ApiError('mfa.method_unavailable');
    if ((method.method === 'email' || method.method === 'sms') && methods.filter((m) => m.method === method.method).length === 1) {
      throw new ApiError('mfa.last_method');
    }
    await spendStepUp(trx, actor, now);
    const removed = method.method === 'totp' ? methods.filter((m) => m.method === 'totp' || m.method === 'totpRecovery').map((m) => m.id) : [id];
    await deleteMethods(trx, actor.userId, removed);
    if (method.method === 'totp') await replaceRecoveryKeys(trx, actor.userId, [], now);
    const backup = methods.filter((m) => factorKinds.includes(m.method) && !removed.includes(m.id)).sort((a, b) => a.id - b.id)[0];
    if (method.is_primary === 1 && backup) await makePrimary(trx, actor.userId, backup.id);
    await endDeviceTrust(trx, actor, now);
    await recordEvent(trx, actor, 'method_deleted', now, { method: { id, kind: method.method } });
  });
  await sendSecurityNotice(ctx, actor.userId, 'method_deleted');
}

/** POST /api/mfa/regenerate-recovery: a new set of keys, shown once; the old set stops working. */
export async function regenerateRecoveryKeys(ctx: AppContext, actor: SessionActor): Promise<string[]> {
  const methods = await methodsOf(ctx.db, actor.userId, ['totp']);
  if (methods.length === 0) throw new ApiError('mfa.method_unavailable');
  const now = ctx.clock.now();
  const keys = await ctx.db.transaction().execute(async (trx) => {
    await spendStepUp(trx, actor, now);
    const fresh = await freshRecoveryKeys(trx, ctx.config.appSecret, actor.userId, now);
    await recordEvent(trx, actor, 'recovery_regenerated', now, { method: { id: methods[0]?.id ?? null, kind: 'totpRecovery' } });
    return fresh;
  });
  await sendSecurityNotice(ctx, actor.userId, 'recovery_regenerated');
  return keys;
}
