import type { Db } from '../../db/database';

/** The user linked to an upstream account (issuer and subject), if any. */
export async function findLinkedUser(db: Db, issuer: string, subject: string): Promise<number | null> {
  const row = await db.selectFrom('external_logins').select('user_id').where('issuer', '=', issuer).where('subject', '=', subject).executeTakeFirst();
  return row?.user_id ?? null;
}

/** Records the link (the spec's Microsoft login e-mail of the user); a repeat keeps the first. */
export async function linkUpstreamAccount(db: Db, row: { user_id: number; issuer: string; subject: string; email: string; created_at: number }): Promise<void> {
  await db.insertInto('external_logins').values(row).onConflict((oc) => oc.columns(['issuer', 'subject']).doNothing()).execute();
}
