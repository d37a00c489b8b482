import type { Db } from '../../db/database';

/**
 * What account merging (modules/merge) changes of the MFA module's tables. Every function moves the
 * other account's rows onto the survivor inside the caller's transaction.
 */

/**
 * MFA methods: a method the survivor already has (same method and target, e.g. the same e-mail
 * address, or the one passkey/recovery entry) is dropped; the rest move as secondary methods when
 * the survivor has a primary one (one primary per account).
 */
export async function moveMfaMethods(db: Db, fromId: number, toId: number): Promise<{ moved: number; duplicates: number }> {
  const mine = await db.selectFrom('mfa_methods').select(['method', 'target', 'is_primary']).where('user_id', '=', toId).execute();
  const theirs = await db.selectFrom('mfa_methods').select(['id', 'method', 'target']).where('user_id', '=', fromId).orderBy('id').execute();
  const key = (m: { method: string; target: string | null }) => `${m.method}\u0000${m.target ?? ''}`;
  const known = new Set(mine.map(key));
  const survivorHasPrimary = mine.some((m) => m.is_primary === 1);
  let moved = 0;
  let duplicates = 0;
  for (const row of theirs) {
    if (known.has(key(row))) {
      await db.deleteFrom('mfa_methods').where('id', '=', row.id).execute();
      duplicates += 1;
      continue;
    }
    known.add(key(row));
    await db
      .updateTable('mfa_methods')
      .set(survivorHasPrimary ? { user_id: toId, is_primary: 0 } : { user_id: toId })
      .where('id', '=', row.id)
      .execute();
    moved += 1;
  }
  return { moved, duplicates };
}

/** Recovery keys: the survivor's set stays; the other's moves only when the survivor has none. */
export async function moveRecoveryKeys(db: Db, fromId: number, toId: number): Promise<{ moved: number; dropped: number }> {
  const survivorHas = await db.selectFrom('recovery_keys').select('id').where('user_id', '=', toId).limit(1).executeTakeFirst();
  if (survivorHas) {
    const result = await db.deleteFrom('recovery_keys').where('user_id', '=', fromId).executeTakeFirst();
    return { moved: 0, dropped: Number(result.numDeletedRows) };
  }
  const result = await db.updateTable('recovery_keys').set({ user_id: toId }).where('user_id', '=', fromId).executeTakeFirst();
  return { moved: Number(result.numUpdatedRows), dropped: 0 };
}

/** Trusted devices (unique per account and device): a device both trusted keeps the survivor's row. */
export async function moveTrustedDevices(db: Db, fromId: number, toId: number): Promise<number> {
  const mine = new Set((await db.selectFrom('trusted_devices').select('device_id').where('user_id', '=', toId).execute()).map((r) => r.device_id));
  const theirs = await db.selectFrom('trusted_devices').select(['id', 'device_id']).where('user_id', '=', fromId).execute();
  const duplicates = theirs.filter((r) => mine.has(r.device_id)).map((r) => r.id);
  if (duplicates.length > 0) await db.deleteFrom('trusted_devices').where('id', 'in', duplicates).execute();
  const result = await db.updateTable('trusted_devices').set({ user_id: toId }).where('user_id', '=', fromId).executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Step-up grants belong to the other's (now ended) sessions: they go. */
export async function dropStepUpGrants(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('step_up_grants').where('user_id', '=', userId).execute();
}
