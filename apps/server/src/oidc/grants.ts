import type { Db } from '../db/database';
import { aliasesOf } from '../modules/aliases';

/**
 * The account's grants (its consents) per client. Grants are oidc-provider artefacts in
 * oidc_payloads; these are the lookups the consent calls and the provider's loadExistingGrant make.
 */
export interface GrantSummary {
  grantId: string;
  clientId: string;
  scope: string;
}

/** The grants under this very `sub` (what the provider's own flows use). */
export function liveGrants(db: Db, accountId: string, clientId?: string): Promise<GrantSummary[]> {
  return grantsUnder(db, [accountId], clientId);
}

/**
 * Every grant the person holds: their own and those given to accounts merged into theirs, which
 * stay under the old `sub` (docs/merge.md). For listing, revoking and securing the account.
 */
export async function grantsOfAccount(db: Db, userId: number, clientId?: string): Promise<GrantSummary[]> {
  return grantsUnder(db, [userId, ...(await aliasesOf(db, userId))].map(String), clientId);
}

async function grantsUnder(db: Db, accountIds: string[], clientId?: string): Promise<GrantSummary[]> {
  let query = db
    .selectFrom('oidc_payloads')
    .select(['id', 'client_id', 'payload'])
    .where('model', '=', 'Grant')
    .where('account_id', 'in', accountIds)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', Date.now())]));
  if (clientId !== undefined) query = query.where('client_id', '=', clientId);
  const rows = await query.execute();
  return rows.map((row) => {
    const payload = JSON.parse(row.payload) as { openid?: { scope?: string } };
    return { grantId: row.id, clientId: row.client_id ?? '', scope: payload.openid?.scope ?? '' };
  });
}

/**
 * Deletes the grants and every code and token issued under them, in one transaction (or the
 * caller's); answers how many of the grants this call deleted (0: another did, or they were gone).
 */
export async function deleteGrants(db: Db, grantIds: string[]): Promise<number> {
  if (grantIds.length === 0) return 0;
  if (!db.isTransaction) return db.transaction().execute((trx) => deleteGrants(trx, grantIds));
  // The grants first: a racing deletion waits for these rows, then deletes none of them.
  const deleted = await db.deleteFrom('oidc_payloads').where('model', '=', 'Grant').where('id', 'in', grantIds).executeTakeFirst();
  await db.deleteFrom('oidc_payloads').where('grant_id', 'in', grantIds).execute();
  return Number(deleted.numDeletedRows);
}

/** The tokens a grant holds; the grant (the consent) is not among them. */
const TOKEN_MODELS = ['AccessToken', 'RefreshToken', 'AuthorizationCode'];

/**
 * Ends every code, access token and refresh token the person's partner apps hold, offline ones
 * too, under their own `sub` and their merged aliases', inside the caller's transaction; the
 * grants stay, so an app the person signs in to again does not ask for consent again. One
 * statement: a grant given meanwhile is looked up by the database, not read beforehand.
 */
export async function endTokensOfAccount(db: Db, userId: number): Promise<number> {
  const accountIds = [userId, ...(await aliasesOf(db, userId))].map(String);
  const result = await db
    .deleteFrom('oidc_payloads')
    .where('model', 'in', TOKEN_MODELS)
    .where('grant_id', 'in', (eb) => eb.selectFrom('oidc_payloads as g').select('g.id').where('g.model', '=', 'Grant').where('g.account_id', 'in', accountIds))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
