import type { SecurityEventsPage } from '@portal/contract/devices';
import type { Db } from '../../db/database';
import { describeDevice } from '../../lib/device-of';
import { lookupPlace } from '../../lib/geo';

/**
 * One page of an account's security history, newest first. The cursor is the id of the last event
 * shown: ids only grow, so pages neither repeat nor skip an event when new ones arrive meanwhile.
 * One row more than asked tells whether another page follows.
 */
export async function securityHistory(db: Db, userId: number, page: { before?: number; limit: number }): Promise<SecurityEventsPage> {
  let query = db
    .selectFrom('security_events')
    .select(['id', 'action', 'created_at', 'ip', 'user_agent', 'detail'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(page.limit + 1);
  if (page.before !== undefined) query = query.where('id', '<', page.before);
  const rows = await query.execute();
  const shown = rows.slice(0, page.limit);
  const data = shown.map((row) => {
    const place = lookupPlace(row.ip);
    return {
      id: row.id,
      type: row.action,
      at: new Date(row.created_at).toISOString(),
      ...describeDevice(row.user_agent),
      location: { city: place?.city ?? null, country: place?.country ?? null },
      client_id: clientIdOf(row.detail),
    };
  });
  return { data, next: rows.length > page.limit ? (shown.at(-1)?.id ?? null) : null };
}

function clientIdOf(detail: string | null): string | null {
  if (!detail) return null;
  try {
    const parsed = JSON.parse(detail) as { client_id?: unknown };
    return typeof parsed.client_id === 'string' ? parsed.client_id : null;
  } catch {
    return null;
  }
}
