import { randomUUID } from 'node:crypto';
import { isScopeKey } from '@portal/contract/scopes';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { deleteClient, insertClient, listClients, updatePkceExemption } from './repo';
import { hashClientSecret, newClientSecret } from './secrets';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Exact redirect URIs (RFC 9700 2.1): absolute, without a fragment, https except on the loopback
 * interface, where http is how native and development apps receive the code (RFC 8252 7.3).
 */
const redirectUri = z.string().refine((value) => {
  try {
    const url = new URL(value);
    if (url.hash || value.includes('#')) return false;
    return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname));
  } catch {
    return false;
  }
}, 'must be an absolute https:// address (http:// only for localhost), without a fragment');

export const newClientInput = z.object({
  clientId: z.string().regex(/^[\w.-]{1,64}$/, 'may only contain letters, digits, _ . and - (at most 64)').optional(),
  name: z.string().trim().min(1, 'is required').max(100),
  redirectUris: z.array(redirectUri).min(1, 'needs at least one --redirect-uri'),
  postLogoutRedirectUris: z.array(redirectUri).default([]),
  scope: z
    .string()
    .default('openid profile email')
    .refine((s) => s.split(' ').every(isScopeKey), 'lists a scope this provider does not know'),
  publicClient: z.boolean().default(false),
  idTokenAlg: z.enum(['ES256', 'RS256']).default('ES256'),
});
export type NewClientInput = z.input<typeof newClientInput>;

export class ClientInputError extends Error {}

/** Registers a client. The secret is returned once, here; only its hash is stored. */
export async function addClient(db: Db, input: NewClientInput, now = Date.now()): Promise<{ clientId: string; secret: string | null }> {
  const parsed = newClientInput.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ClientInputError(`${issue?.path.join('.') || 'input'} ${issue?.message ?? 'is invalid'}`);
  }
  const client = parsed.data;
  const clientId = client.clientId ?? randomUUID();
  const secret = client.publicClient ? null : newClientSecret();
  const inserted = await insertClient(db, {
    client_id: clientId,
    name: client.name,
    secret_hash: secret ? hashClientSecret(secret) : null,
    redirect_uris: JSON.stringify(client.redirectUris),
    post_logout_redirect_uris: JSON.stringify(client.postLogoutRedirectUris),
    scope: client.scope,
    id_token_alg: client.idTokenAlg,
    created_at: now,
  });
  if (!inserted) throw new ClientInputError(`clientId ${clientId} is already registered`);
  return { clientId, secret };
}

export async function describeClients(db: Db) {
  return (await listClients(db)).map((row) => ({
    clientId: row.client_id,
    name: row.name,
    type: row.secret_hash ? 'confidential' : 'public',
    redirectUris: JSON.parse(row.redirect_uris) as string[],
    scope: row.scope,
    pkceExempt: row.pkce_exempt === 1,
  }));
}

/** PKCE for one confidential client: 'exempt' lets it leave code_challenge out, 'required' undoes it. */
export function setPkceExemption(db: Db, clientId: string, exempt: boolean): Promise<boolean> {
  return updatePkceExemption(db, clientId, exempt);
}

export function removeClient(db: Db, clientId: string): Promise<boolean> {
  return deleteClient(db, clientId);
}
