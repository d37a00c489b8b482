import type { NotificationKind } from '@portal/contract/notifications';
import type { Db } from '../../db/database';

export async function insertNotification(db: Db, row: { userId: number; kind: NotificationKind; sessionId: number | null; at: number }): Promise<number> {
  const { id } = await db
    .insertInto('notifications')
    .values({ user_id: row.userId, kind: row.kind, session_id: row.sessionId, created_at: row.at, read_at: null, reported_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** The account's notices, newest first (id breaks ties of one millisecond), with the new-device session's origin. */
export function notificationsOf(db: Db, userId: number, limit: number) {
  return db
    .selectFrom('notifications')
    .leftJoin('sessions', 'sessions.id', 'notifications.session_id')
    .select([
      'notifications.id',
      'notifications.kind',
      'notifications.created_at',
      'notifications.read_at',
      'notifications.reported_at',
      'sessions.user_agent',
      'sessions.ip',
    ])
    .where('notifications.user_id', '=', userId)
    .orderBy('notifications.created_at', 'desc')
    .orderBy('notifications.id', 'desc')
    .limit(limit)
    .execute();
}

export async function countUnread(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function markAllRead(db: Db, userId: number, now: number): Promise<number> {
  const result = await db.updateTable('notifications').set({ read_at: now }).where('user_id', '=', userId).where('read_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Marks a new-device notice reported, once: the conditional update is the reservation, so of
 * concurrent reports of one notice exactly one secures the account.
 */
export async function reserveReport(db: Db, userId: number, id: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('notifications')
    .set({ reported_at: now, read_at: now })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('kind', '=', 'new_device')
    .where('reported_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Every open new-device notice of the account becomes reported: securing it once covers them all. */
export async function reportAll(db: Db, userId: number, now: number): Promise<void> {
  await db.updateTable('notifications').set({ reported_at: now }).where('user_id', '=', userId).where('kind', '=', 'new_device').where('reported_at', 'is', null).execute();
}
