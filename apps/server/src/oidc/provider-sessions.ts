import type { Db } from '../db/database';

/**
 * Ends the provider's single-sign-on sessions of an account (oidc-provider's Session model), so a
 * partner app's next authorization asks for a portal sign-in again. Grants and tokens are not
 * touched: account merging keeps them working under the old `sub` (docs/merge.md).
 */
export async function endProviderSessions(db: Db, accountId: string): Promise<number> {
  const result = await db.deleteFrom('oidc_payloads').where('model', '=', 'Session').where('account_id', '=', accountId).executeTakeFirst();
  return Number(result.numDeletedRows);
}
