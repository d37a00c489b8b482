import type { Db } from './database';

/** The tables whose rows are one-time challenges with a guess count: login attempts and step-up/set-up challenges. */
type ChallengeTable = 'login_attempts' | 'mfa_challenges';

/**
 * Counts a guess before it is checked, atomically and only while guesses remain, so that parallel
 * requests cannot try more than `maxGuesses` codes.
 */
export async function reserveGuess(db: Db, table: ChallengeTable, id: string, maxGuesses: number): Promise<boolean> {
  const result = await db
    .updateTable(table)
    .set((eb) => ({ failures: eb('failures', '+', 1) }))
    .where('id', '=', id)
    .where('failures', '<', maxGuesses)
    .where('completed_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Ends the challenge (the right guess was not a failure); false when another request did first. */
export async function completeChallengeRow(db: Db, table: ChallengeTable, id: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable(table)
    .set((eb) => ({ completed_at: now, failures: eb('failures', '-', 1) }))
    .where('id', '=', id)
    .where('completed_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
