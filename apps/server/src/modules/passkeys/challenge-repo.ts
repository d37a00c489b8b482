import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { PasskeyChallengesTable } from '../../db/types';

/** Stores a challenge and clears the expired ones, so the table holds only the last minutes' worth. */
export async function insertChallenge(db: Db, row: Insertable<PasskeyChallengesTable>): Promise<void> {
  await db.deleteFrom('passkey_challenges').where('expires_at', '<=', row.created_at).execute();
  await db.insertInto('passkey_challenges').values(row).execute();
}

/** Deletes the challenge and answers what it was: a challenge works once, whatever the outcome. */
export function takeChallenge(db: Db, id: string) {
  return db.deleteFrom('passkey_challenges').where('id', '=', id).returningAll().executeTakeFirst();
}
