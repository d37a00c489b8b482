import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/database';
import { preparedQuery } from '../../db/prepared-query';
import type { OAuthClientsTable } from '../../db/types';

// Every OpenID token, userinfo and introspection request reads it, so it is compiled once (db/prepared-query.ts),
// with its columns named: PostgreSQL then keeps it prepared (db/postgres-statements.ts leaves `select *` out).
const clientColumns = ['client_id', 'name', 'secret_hash', 'redirect_uris', 'post_logout_redirect_uris', 'scope', 'id_token_alg', 'pkce_exempt', 'variants', 'grant_types', 'backchannel_logout_uri', 'created_at'] as const;
const clientById = preparedQuery((db, where: { clientId: string }) => db.selectFrom('oauth_clients').select(clientColumns).where('client_id', '=', where.clientId));

export async function findClient(db: Db, clientId: string) {
  return (await clientById(db, { clientId }))[0];
}

export function listClients(db: Db) {
  return db.selectFrom('oauth_clients').selectAll().orderBy('created_at').orderBy('client_id').execute();
}

/** The display names of several clients in one query. */
export async function clientNames(db: Db, clientIds: string[]): Promise<Map<string, string>> {
  if (clientIds.length === 0) return new Map();
  const rows = await db.selectFrom('oauth_clients').select(['client_id', 'name']).where('client_id', 'in', clientIds).execute();
  return new Map(rows.map((r) => [r.client_id, r.name]));
}

/** Of these clients, those registered with a back-channel logout URI. */
export async function clientsWithBackchannelLogout(db: Db, clientIds: string[]): Promise<Set<string>> {
  if (clientIds.length === 0) return new Set();
  const rows = await db.selectFrom('oauth_clients').select('client_id').where('client_id', 'in', clientIds).where('backchannel_logout_uri', 'is not', null).execute();
  return new Set(rows.map((r) => r.client_id));
}

/** False when the id is taken. */
export async function insertClient(db: Db, row: Insertable<OAuthClientsTable>): Promise<boolean> {
  const result = await db.insertInto('oauth_clients').values(row).onConflict((oc) => oc.column('client_id').doNothing()).executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/**
 * Exempts a confidential client from PKCE, or requires it again. False when no confidential client
 * has that id: a public client has no secret to stand in for PKCE, so the condition rules it out.
 */
export async function updatePkceExemption(db: Db, clientId: string, exempt: boolean): Promise<boolean> {
  const result = await db
    .updateTable('oauth_clients')
    .set({ pkce_exempt: exempt ? 1 : 0 })
    .where('client_id', '=', clientId)
    .where('secret_hash', 'is not', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Sets the given columns of one client (undefined ones stay); false when no client has the id. */
export async function updateClientRow(db: Db, clientId: string, columns: Updateable<OAuthClientsTable>): Promise<boolean> {
  const set = Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
  const result = await db.updateTable('oauth_clients').set(set).where('client_id', '=', clientId).executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** A confidential client's new secret hash; false for a public client (no secret) or an unknown id. */
export async function updateSecretHash(db: Db, clientId: string, secretHash: string): Promise<boolean> {
  const result = await db.updateTable('oauth_clients').set({ secret_hash: secretHash }).where('client_id', '=', clientId).where('secret_hash', 'is not', null).executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** The client and every grant, code and token issued to it, in one transaction (the caller's, when given one). */
export async function deleteClient(db: Db, clientId: string): Promise<boolean> {
  if (!db.isTransaction) return db.transaction().execute((trx) => deleteClient(trx, clientId));
  await db.deleteFrom('oidc_payloads').where('client_id', '=', clientId).execute();
  const result = await db.deleteFrom('oauth_clients').where('client_id', '=', clientId).executeTakeFirst();
  return result.numDeletedRows === 1n;
}
