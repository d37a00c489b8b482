import type { Passkey } from '@portal/contract/passkeys';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/database';
import { ApiError } from '../../lib/api-error';
import { recordPasskeyChange } from './audit';
import { lockAccount } from '../accounts';
import { deletePasskeyMethod } from '../mfa';
import { findLive, livePasskeysOf, markRemoved, setName } from './repo';
import { sendSecurityNotice } from '../events';
import { endDeviceTrust, spendStepUp } from '../mfa';
import { type RequestOrigin } from '../sign-in';

type ListedRow = Awaited<ReturnType<typeof livePasskeysOf>>[number];

export function toPasskey(row: ListedRow): Passkey {
  return {
    id: row.id,
    name: row.name,
    created_at: new Date(row.created_at).toISOString(),
    last_used_at: row.last_used_at === null ? null : new Date(row.last_used_at).toISOString(),
    synced: row.backed_up === 1,
  };
}

export async function listPasskeys(db: Db, userId: number): Promise<Passkey[]> {
  return (await livePasskeysOf(db, userId)).map(toPasskey);
}

export async function renamePasskey(ctx: AppContext, userId: number, id: number, name: string, origin: RequestOrigin): Promise<Passkey> {
  const row = await findLive(ctx.db, userId, id);
  if (!row) throw new ApiError('not_found');
  const at = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    await setName(trx, id, name);
    await recordPasskeyChange(trx, { passkeyId: id, change: 'renamed', at, ...originOf(origin) });
  });
  await sendSecurityNotice(ctx, userId, 'passkey_renamed');
  return toPasskey({ ...row, name });
}

/** Spends the step-up. Removing the last passkey also removes the passkey method from the person's second factors. */
export async function removePasskey(ctx: AppContext, actor: { userId: number; sessionId: number }, id: number, origin: RequestOrigin): Promise<void> {
  const { userId } = actor;
  const at = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    await lockAccount(trx, userId);
    if (!(await findLive(trx, userId, id))) throw new ApiError('not_found');
    await spendStepUp(trx, actor, at);
    await markRemoved(trx, id, at);
    await recordPasskeyChange(trx, { passkeyId: id, change: 'removed', at, ...originOf(origin) });
    if ((await livePasskeysOf(trx, userId)).length === 0) await deletePasskeyMethod(trx, userId);
    // Devices trusted while this passkey was a second factor must do the second factor again.
    await endDeviceTrust(trx, { userId, sessionId: actor.sessionId, ...originOf(origin) }, at);
  });
  await sendSecurityNotice(ctx, userId, 'passkey_removed');
}

export function originOf(origin: RequestOrigin) {
  return { deviceId: origin.deviceId, ip: origin.ip, userAgent: origin.userAgent };
}
