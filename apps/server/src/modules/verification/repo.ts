import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { VerificationPurpose, VerificationsTable } from '../../db/types';

export type VerificationRow = Selectable<VerificationsTable>;

/** Stores a verification and clears the ones expired for a day (the start quota reads 15 minutes). */
export async function insertVerification(db: Db, row: Insertable<VerificationsTable>, staleBefore: number): Promise<void> {
  await db.deleteFrom('verifications').where('expires_at', '<', staleBefore).execute();
  await db.insertInto('verifications').values(row).execute();
}

export function findVerification(db: Db, id: string) {
  return db.selectFrom('verifications').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Deletes the verification and answers what it was: one read, whatever the outcome (passkey challenges). */
export function takeVerification(db: Db, id: string, purpose: VerificationPurpose) {
  return db.deleteFrom('verifications').where('id', '=', id).where('purpose', '=', purpose).returningAll().executeTakeFirst();
}

export async function countStartedSince(db: Db, userId: number, purpose: VerificationPurpose, since: number): Promise<number> {
  const row = await db
    .selectFrom('verifications')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Every open verification of an account, whatever its purpose, newest first (the support desk's person page). */
export function openVerificationsOfAccount(db: Db, userId: number, now: number) {
  return db
    .selectFrom('verifications')
    .selectAll()
    .where('user_id', '=', userId)
    .where('completed_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .execute();
}

export function openVerificationsOf(db: Db, userId: number, purpose: VerificationPurpose, now: number) {
  return db
    .selectFrom('verifications')
    .selectAll()
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('completed_at', 'is', null)
    .where('expires_at', '>', now)
    .execute();
}

/**
 * Stores a new code, replacing the previous one, only if no other send happened since `sendsBefore`
 * was read and the verification is still open: two simultaneous requests cannot both send.
 */
export async function recordCodeSent(
  db: Db,
  c: { id: string; sendsBefore: number; codeHash: string; sentAt: number; expiresAt: number; methodId?: number },
): Promise<boolean> {
  const result = await db
    .updateTable('verifications')
    .set((eb) => ({
      code_hash: c.codeHash,
      code_sent_at: c.sentAt,
      code_expires_at: c.expiresAt,
      sends: eb('sends', '+', 1),
      ...(c.methodId === undefined ? {} : { method_id: c.methodId }),
    }))
    .where('id', '=', c.id)
    .where('sends', '=', c.sendsBefore)
    .where('completed_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/**
 * One more code to a destination in this hour's window, if fewer than `max` went there: an upsert
 * whose update only happens below the cap, so concurrent sends on any process cannot overshoot.
 */
export async function reserveDestinationSend(db: Db, destinationHash: string, windowStart: number, max: number): Promise<boolean> {
  await db.deleteFrom('verification_sends').where('destination_hash', '=', destinationHash).where('window_start', '<', windowStart).execute();
  const row = await db
    .insertInto('verification_sends')
    .values({ destination_hash: destinationHash, window_start: windowStart, sends: 1 })
    .onConflict((oc) =>
      oc
        .columns(['destination_hash', 'window_start'])
        .doUpdateSet((eb) => ({ sends: eb('verification_sends.sends', '+', 1) }))
        .where('verification_sends.sends', '<', max),
    )
    .returning('sends')
    .executeTakeFirst();
  return row !== undefined;
}

/** Switches to a method that delivers nothing: the code of the previous one stops working. */
export async function chooseMethod(db: Db, id: string, methodId: number, data: string | undefined): Promise<void> {
  await db
    .updateTable('verifications')
    .set({ method_id: methodId, code_hash: null, code_expires_at: null, ...(data === undefined ? {} : { data }) })
    .where('id', '=', id)
    .where('completed_at', 'is', null)
    .execute();
}

/** Takes one guess, atomically and only while guesses remain and the verification is open. */
export async function reserveGuess(db: Db, id: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('verifications')
    .set((eb) => ({ guesses_left: eb('guesses_left', '-', 1) }))
    .where('id', '=', id)
    .where('guesses_left', '>', 0)
    .where('completed_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Ends the verification (the right guess is given back); false when another request did first. */
export async function completeVerification(db: Db, id: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('verifications')
    .set((eb) => ({ completed_at: now, guesses_left: eb('guesses_left', '+', 1) }))
    .where('id', '=', id)
    .where('completed_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function completeVerifications(db: Db, ids: string[], now: number): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await db.updateTable('verifications').set({ completed_at: now }).where('id', 'in', ids).where('completed_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Compare-and-set of an open verification's data (see replaceVerificationData). */
export async function replaceData(db: Db, id: string, before: string, after: string): Promise<boolean> {
  const result = await db.updateTable('verifications').set({ data: after }).where('id', '=', id).where('data', '=', before).where('completed_at', 'is', null).executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
