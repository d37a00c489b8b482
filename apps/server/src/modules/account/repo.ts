import type { Db } from '../../db/database';

export function findProfile(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select([
      'id', 'firstname', 'lastname', 'birthdate', 'gender', 'language', 'user_id', 'customer_user_id', 'fridom_user_id',
      'password_status', 'last_password_change', 'mfa_forced', 'mfa_customer',
    ])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** Default first, as the profile lists them. */
export function emailsOf(db: Db, userId: number) {
  return db.selectFrom('user_emails').select(['id', 'email', 'is_default', 'verified']).where('user_id', '=', userId).orderBy('is_default', 'desc').orderBy('id').execute();
}

export function phonesOf(db: Db, userId: number) {
  return db.selectFrom('user_phones').select(['id', 'phone', 'is_default', 'verified']).where('user_id', '=', userId).orderBy('is_default', 'desc').orderBy('id').execute();
}
