import type { Db } from '../../../db/database';
import { DAY } from '../../../lib/clock';
import { USER_AGENT_MAX_LENGTH } from '../../../lib/actor';

/** A trusted device skips the second factor for 30 days. */
export const TRUSTED_DEVICE_TTL_MS = 30 * DAY;

export interface TrustedDeviceInput {
  userId: number;
  deviceId: string;
  tokenHash: string;
  userAgent: string | null;
  ip: string | null;
}

/** Trusts (again) a device of an account for 30 days from now. */
export async function upsertTrustedDevice(db: Db, device: TrustedDeviceInput, now: number): Promise<number> {
  const values = { token_hash: device.tokenHash, user_agent: device.userAgent?.slice(0, USER_AGENT_MAX_LENGTH) ?? null, ip: device.ip, expires_at: now + TRUSTED_DEVICE_TTL_MS };
  const { id } = await db
    .insertInto('trusted_devices')
    .values({ user_id: device.userId, device_id: device.deviceId, created_at: now, ...values })
    .onConflict((oc) => oc.columns(['user_id', 'device_id']).doUpdateSet({ ...values, created_at: now, last_used_at: null }))
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export function findTrustedDevice(db: Db, userId: number, deviceId: string, now: number) {
  return db
    .selectFrom('trusted_devices')
    .select(['id', 'token_hash'])
    .where('user_id', '=', userId)
    .where('device_id', '=', deviceId)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

export async function touchTrustedDevice(db: Db, id: number, now: number): Promise<void> {
  await db.updateTable('trusted_devices').set({ last_used_at: now }).where('id', '=', id).execute();
}

/** The live trusted devices of an account, newest first. Rows without a token never count. */
export function trustedDevicesOf(db: Db, userId: number, now: number) {
  return db
    .selectFrom('trusted_devices')
    .select(['id', 'device_id', 'user_agent', 'ip', 'created_at', 'last_used_at', 'expires_at'])
    .where('user_id', '=', userId)
    .where('expires_at', '>', now)
    .where('token_hash', 'is not', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function deleteTrustedDevice(db: Db, userId: number, id: number): Promise<boolean> {
  const result = await db.deleteFrom('trusted_devices').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return result.numDeletedRows === 1n;
}

/** Deletes every trusted device of an account; answers how many there were. */
export async function deleteTrustedDevicesOf(db: Db, userId: number): Promise<number> {
  const result = await db.deleteFrom('trusted_devices').where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows);
}
