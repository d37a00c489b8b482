import type { StaffRole } from '@portal/contract/support';
import type { Db } from '../../db/database';

/** Makes the account staff of this role, or changes its role; answers what it was before (null: not staff). */
export async function upsertStaff(db: Db, userId: number, role: StaffRole, now: number): Promise<StaffRole | null> {
  return db.transaction().execute(async (trx) => {
    const before = await roleOf(trx, userId);
    if (before === null) await trx.insertInto('staff').values({ user_id: userId, role, created_at: now }).execute();
    else if (before !== role) await trx.updateTable('staff').set({ role }).where('user_id', '=', userId).execute();
    return before;
  });
}

export async function deleteStaff(db: Db, userId: number): Promise<boolean> {
  const result = await db.deleteFrom('staff').where('user_id', '=', userId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function roleOf(db: Db, userId: number): Promise<StaffRole | null> {
  const row = await db.selectFrom('staff').select('role').where('user_id', '=', userId).executeTakeFirst();
  return row?.role ?? null;
}

/** Every staff member with their account's name and default e-mail address, oldest first. */
export function allStaff(db: Db) {
  return db
    .selectFrom('staff')
    .innerJoin('users', 'users.id', 'staff.user_id')
    .leftJoin('user_emails', (join) => join.onRef('user_emails.user_id', '=', 'staff.user_id').on('user_emails.is_default', '=', 1))
    .select(['staff.user_id', 'staff.role', 'staff.created_at', 'users.firstname', 'users.lastname', 'user_emails.email'])
    .orderBy('staff.created_at')
    .orderBy('staff.user_id')
    .execute();
}

/**
 * In one query: the account's staff role (none: no row) and the desk's last activity in this session
 * (null before its first desk request).
 */
export async function staffSessionOf(db: Db, userId: number, sessionId: number): Promise<{ role: StaffRole; deskSeenAt: number | null } | undefined> {
  const row = await db
    .selectFrom('staff')
    .leftJoin('staff_sessions', (join) => join.on('staff_sessions.session_id', '=', sessionId))
    .select(['staff.role', 'staff_sessions.last_seen_at'])
    .where('staff.user_id', '=', userId)
    .executeTakeFirst();
  return row && { role: row.role, deskSeenAt: row.last_seen_at };
}

export async function recordDeskActivity(db: Db, sessionId: number, now: number): Promise<void> {
  await db
    .insertInto('staff_sessions')
    .values({ session_id: sessionId, last_seen_at: now })
    .onConflict((oc) => oc.column('session_id').doUpdateSet({ last_seen_at: now }))
    .execute();
}
