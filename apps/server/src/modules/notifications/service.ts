import type { NotificationList } from '@portal/contract/notifications';
import type { Db } from '../../db/database';
import { describeUserAgent } from '../../lib/user-agent';
import { countUnread, notificationsOf } from './repo';

/** The page shows the latest notices; older ones stay in the security history. */
const LIST_LIMIT = 100;

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** GET /api/notifications: newest first, with unread ones counted. */
export async function listNotifications(db: Db, userId: number): Promise<NotificationList> {
  const [rows, unread] = await Promise.all([notificationsOf(db, userId, LIST_LIMIT), countUnread(db, userId)]);
  return {
    unread,
    data: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      created_at: new Date(row.created_at).toISOString(),
      read_at: iso(row.read_at),
      device: row.kind === 'new_device' ? { ...describeUserAgent(row.user_agent), ip: row.ip } : null,
      can_report: row.kind === 'new_device' && row.reported_at === null,
    })),
  };
}
