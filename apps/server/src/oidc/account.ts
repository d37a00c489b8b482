import type { Account, AccountClaims, FindAccount } from 'oidc-provider';
import type { Db } from '../db/database';

/**
 * Which claims each scope releases (OpenID Connect Core 5.4, plus the product's linked ids). The
 * provider filters what `claims()` returns by the granted scopes, so a partner sees nothing else.
 */
export const claimsByScope = {
  openid: ['sub'],
  profile: ['name', 'given_name', 'family_name', 'birthdate', 'gender', 'locale'],
  email: ['email', 'email_verified'],
  phone: ['phone_number', 'phone_number_verified'],
  user: ['user_id'],
  clientarea: ['customer_user_id'],
  fridom: ['fridom_user_id'],
};

/** The person, their default e-mail address and phone number, in one query. */
function loadAccount(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .leftJoin('user_emails', (join) => join.onRef('user_emails.user_id', '=', 'users.id').on('user_emails.is_default', '=', 1))
    .leftJoin('user_phones', (join) => join.onRef('user_phones.user_id', '=', 'users.id').on('user_phones.is_default', '=', 1))
    .select([
      'users.id', 'users.firstname', 'users.lastname', 'users.birthdate', 'users.gender', 'users.language',
      'users.user_id', 'users.customer_user_id', 'users.fridom_user_id',
      'user_emails.email', 'user_emails.verified as email_verified', 'user_phones.phone', 'user_phones.verified as phone_verified',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
}

/** `sub` is our user id as a string; anything else is no account. */
export function accountFinder(db: Db): FindAccount {
  return async (_ctx, sub): Promise<Account | undefined> => {
    if (!/^\d{1,15}$/.test(sub)) return undefined;
    const user = await loadAccount(db, Number(sub));
    if (!user) return undefined;
    return {
      accountId: sub,
      async claims(): Promise<AccountClaims> {
        return {
          sub,
          name: `${user.firstname} ${user.lastname}`.trim(),
          given_name: user.firstname,
          family_name: user.lastname,
          birthdate: user.birthdate ?? undefined,
          gender: user.gender ?? undefined,
          locale: user.language,
          email: user.email ?? undefined,
          email_verified: user.email ? user.email_verified === 1 : undefined,
          phone_number: user.phone ?? undefined,
          phone_number_verified: user.phone ? user.phone_verified === 1 : undefined,
          user_id: user.user_id ?? undefined,
          customer_user_id: user.customer_user_id ?? undefined,
          fridom_user_id: user.fridom_user_id ?? undefined,
        };
      },
    };
  };
}
