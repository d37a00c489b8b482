import type { TrustedDevice } from '@portal/contract/mfa-manage';
import type { Db } from '../../../db/database';
import { ApiError } from '../../../lib/api-error';
import { sameDigest, sha256 } from '../../../lib/tokens';
import { recordEvent, type Actor } from '../../events';
import { deleteTrustedDevice, deleteTrustedDevicesOf, findTrustedDevice, touchTrustedDevice, trustedDevicesOf, upsertTrustedDevice } from './repo';
import { describeUserAgent } from '../../../lib/user-agent';

/** Inside the transaction that confirmed a code with "trust this device": the row and its audit. */
export async function trustDevice(db: Db, actor: Actor & { deviceId: string }, token: string, now: number): Promise<void> {
  const id = await upsertTrustedDevice(db, { userId: actor.userId, deviceId: actor.deviceId, tokenHash: sha256(token), userAgent: actor.userAgent, ip: actor.ip }, now);
  await recordEvent(db, actor, 'device_trusted', now, { method: { id, kind: null } });
}

/**
 * Whether the password step may skip the second factor: the device id must be trusted by this
 * account, not expired, and the request must carry that device's trust cookie.
 */
export async function isTrustedDevice(db: Db, userId: number, deviceId: string, token: string | null, now: number): Promise<boolean> {
  if (!token) return false;
  const device = await findTrustedDevice(db, userId, deviceId, now);
  if (!device?.token_hash || !sameDigest(device.token_hash, sha256(token))) return false;
  await touchTrustedDevice(db, device.id, now);
  return true;
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export async function listTrustedDevices(db: Db, userId: number, currentDeviceId: string | null, now: number): Promise<TrustedDevice[]> {
  const rows = await trustedDevicesOf(db, userId, now);
  return rows.map((row) => ({
    id: row.id,
    ...describeUserAgent(row.user_agent),
    ip: row.ip,
    created_at: new Date(row.created_at).toISOString(),
    last_used_at: iso(row.last_used_at),
    expires_at: new Date(row.expires_at).toISOString(),
    current: row.device_id === currentDeviceId,
  }));
}

/** Ends the trust of one device: its next sign-in asks for the second factor again. */
export async function revokeTrustedDevice(db: Db, actor: Actor, id: number, now: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (!(await deleteTrustedDevice(trx, actor.userId, id))) throw new ApiError('not_found');
    await recordEvent(trx, actor, 'device_revoked', now, { method: { id, kind: null } });
  });
}

/**
 * Inside the transaction of a change to the account's second factors (a method edited, reset or
 * deleted, a passkey removed): devices trusted under the old set must do the second factor again.
 * One `device_revoked` event records how many lost their trust (and why: also "This wasn't me").
 */
export async function endDeviceTrust(db: Db, actor: Actor, now: number, reason: 'mfa_changed' | 'not_me' | 'account_closed' = 'mfa_changed'): Promise<number> {
  const count = await deleteTrustedDevicesOf(db, actor.userId);
  if (count > 0) await recordEvent(db, actor, 'device_revoked', now, { detail: { count, reason } });
  return count;
}
