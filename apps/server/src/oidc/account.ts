import type { Account, AccountClaims, FindAccount } from 'oidc-provider';
import type { Db } from '../db/database';
import { accountSummary } from '../modules/accounts';
import { resolveAlias } from '../modules/aliases';

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
  // Partners that pay out or take payments: the IBAN in effect (a change waits 72 hours, docs/banking.md).
  reimbursemoney: ['iban'],
  payment: ['iban'],
};

/**
 * `sub` is our user id as a string; anything else is no account. The id of an account merged into
 * another (docs/merge.md) resolves through its alias: the claims are the survivor's, but `sub` stays
 * the one asked for, so a partner holding tokens for the old account keeps seeing the same user. `ibanOf` answers the IBAN partner
 * apps may receive; it is decrypted only when a granted scope releases it.
 */
export function accountFinder(db: Db, ibanOf: (userId: number) => Promise<string | null>): FindAccount {
  return async (_ctx, sub): Promise<Account | undefined> => {
    if (!/^\d{1,15}$/.test(sub)) return undefined;
    const user = (await accountSummary(db, Number(sub))) ?? (await survivorOf(db, Number(sub)));
    if (!user) return undefined;
    return {
      accountId: sub,
      async claims(_use, scope): Promise<AccountClaims> {
        const releasesIban = /(^| )(reimbursemoney|payment)( |$)/.test(scope);
        const iban = releasesIban ? await ibanOf(user.id) : null;
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
          iban: iban ?? undefined,
        };
      },
    };
  };
}

async function survivorOf(db: Db, oldId: number) {
  const survivorId = await resolveAlias(db, oldId);
  return survivorId === undefined ? undefined : accountSummary(db, survivorId);
}
