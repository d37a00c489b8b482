import type { Insertable } from 'kysely';
import type { Db } from '../../../db/database';
import type { MfaChallengesTable } from '../../../db/types';

export async function insertChallenge(db: Db, row: Insertable<MfaChallengesTable>): Promise<void> {
  await db.insertInto('mfa_challenges').values(row).execute();
}

export function findChallenge(db: Db, id: string) {
  return db.selectFrom('mfa_challenges').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Challenges an account opened since `since`: the cap on codes sent to set-up targets. */
export async function countChallengesSince(db: Db, userId: number, purpose: MfaChallengesTable['purpose'], since: number): Promise<number> {
  const row = await db
    .selectFrom('mfa_challenges')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Stores a new code (replacing the previous one) unless another send happened since `sendsBefore`. */
export async function recordChallengeCode(
  db: Db,
  c: { id: string; sendsBefore: number; codeHash: string; sentAt: number; expiresAt: number; methodId?: number },
): Promise<boolean> {
  const result = await db
    .updateTable('mfa_challenges')
    .set((eb) => ({
      code_hash: c.codeHash,
      code_sent_at: c.sentAt,
      code_expires_at: c.expiresAt,
      sends: eb('sends', '+', 1),
      ...(c.methodId === undefined ? {} : { method_id: c.methodId }),
    }))
    .where('id', '=', c.id)
    .where('sends', '=', c.sendsBefore)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Switches a step-up challenge to another method that delivers nothing (authenticator, card). */
export async function chooseChallengeMethod(db: Db, id: string, methodId: number, kind: MfaChallengesTable['kind']): Promise<void> {
  await db.updateTable('mfa_challenges').set({ method_id: methodId, kind, code_hash: null, code_expires_at: null }).where('id', '=', id).execute();
}

/** Cancels the open set-up challenges of an unsaved method (DELETE /api/mfa/{negative id}). */
export async function cancelEnrollments(db: Db, userId: number, kind: MfaChallengesTable['kind'], target: string | null, now: number): Promise<number> {
  const result = await db
    .updateTable('mfa_challenges')
    .set({ completed_at: now })
    .where('user_id', '=', userId)
    .where('purpose', '=', 'enroll')
    .where('kind', '=', kind)
    .where('method_id', 'is', null)
    .where((eb) => (target === null ? eb('target', 'is', null) : eb('target', '=', target)))
    .where('completed_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
