import { sql } from 'kysely';
import type { Db } from '../../db/database';

export interface NewDevice {
  deviceId: string;
  browser: string | null;
  os: string | null;
  firstSeenAt: number;
}

/**
 * Devices that first signed in to the account since `since` and are still signed in, other than
 * the one asking: one grouped query on sessions(user_id, device_id). The account's first device is
 * no news to its owner, and a device logged out from the history is dealt with.
 */
export async function recentNewDevices(db: Db, userId: number, currentSessionId: number, since: number, now: number): Promise<NewDevice[]> {
  const rows = await db
    .selectFrom('sessions')
    .select([
      'device_id',
      (eb) => eb.fn.min('created_at').as('first_seen'),
      (eb) => eb.fn.max('browser').as('browser'),
      (eb) => eb.fn.max('os').as('os'),
      sql<number>`max(case when ended_at is null and expires_at > ${now} then 1 else 0 end)`.as('live'),
      sql<number>`max(case when id = ${currentSessionId} then 1 else 0 end)`.as('current'),
    ])
    .where('user_id', '=', userId)
    .where('device_id', 'is not', null)
    .groupBy('device_id')
    .execute();
  const earliest = Math.min(...rows.map((r) => Number(r.first_seen)));
  return rows
    .filter((r) => Number(r.first_seen) >= since && Number(r.first_seen) > earliest && Number(r.live) === 1 && Number(r.current) === 0)
    .map((r) => ({ deviceId: r.device_id as string, browser: r.browser, os: r.os, firstSeenAt: Number(r.first_seen) }))
    .sort((a, b) => b.firstSeenAt - a.firstSeenAt);
}
