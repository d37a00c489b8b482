import type { Db } from '../../db/database';

/** The account facts MFA needs: language of the messages, forced-MFA flags, the label for apps. */
export function findMfaUser(db: Db, userId: number) {
  return db.selectFrom('users').select(['id', 'language', 'mfa_forced', 'mfa_customer']).where('id', '=', userId).executeTakeFirst();
}

/** The default e-mail address (else the default phone), naming the account in authenticator apps. */
export async function accountLabel(db: Db, userId: number): Promise<string> {
  const [email, phone] = await Promise.all([
    db.selectFrom('user_emails').select('email').where('user_id', '=', userId).orderBy('is_default', 'desc').orderBy('id').executeTakeFirst(),
    db.selectFrom('user_phones').select('phone').where('user_id', '=', userId).orderBy('is_default', 'desc').orderBy('id').executeTakeFirst(),
  ]);
  return email?.email ?? phone?.phone ?? `account ${userId}`;
}
