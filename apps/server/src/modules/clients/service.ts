import { randomUUID } from 'node:crypto';
import { isScopeKey, personScopes } from '@portal/contract/scopes';
import { variants } from '@portal/contract/variants';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { deleteClient, findClient, insertClient, listClients, updateClientRow, updatePkceExemption, updateSecretHash } from './repo';
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

/**
 * Back-Channel Logout 1.0 section 2.2 allows http only for confidential clients where the provider
 * allows it; we hold it to the redirect URIs' rule. Its refusal names the registration error of
 * RFC 7591 (section 3.2.2), as a provider would answer it.
 */
const backchannelLogoutUri = z.string().refine((value) => redirectUri.safeParse(value).success, 'must be an absolute https:// address (http:// only for localhost), without a fragment');

const name = z.string().trim().min(1, 'is required').max(100);
const redirectUris = z.array(redirectUri).min(1, 'needs at least one --redirect-uri');
const scope = z.string().refine((s) => s.split(' ').every(isScopeKey), 'lists a scope this provider does not know');
/** The issuers that know the client (PUBLIC_URL, PUBLIC_URL_LU): one variant or both. */
const clientVariants = z
  .array(z.string())
  .min(1, 'needs at least one --variant')
  .refine((list) => list.every((v) => (variants as readonly string[]).includes(v)), `must each be one of ${variants.join(', ')}`)
  .transform((list) => variants.filter((v) => list.includes(v)));


const appClient = z.object({
  clientId: z.string().regex(/^[\w.-]{1,64}$/, 'may only contain letters, digits, _ . and - (at most 64)').optional(),
  name,
  redirectUris,
  postLogoutRedirectUris: z.array(redirectUri).default([]),
  scope: scope.default('openid profile email'),
  publicClient: z.boolean().default(false),
  idTokenAlg: z.enum(['ES256', 'RS256']).default('ES256'),
  variants: clientVariants.default([...variants]),
  machine: z.literal(false).default(false),
  backchannelLogoutUri: backchannelLogoutUri.optional(),
});

/**
 * A partner's back end calling the portal's API without a person (client_credentials): confidential,
 * no redirect or logout URIs, and only scopes of the API.
 */
const machineClient = appClient.extend({
  redirectUris: z.array(redirectUri).max(0, 'is not for a machine client: it receives no code').default([]),
  postLogoutRedirectUris: z.array(redirectUri).max(0, 'is not for a machine client: nobody signs out of it').default([]),
  scope: z
    .string({ error: 'is required for a machine client (--scope)' })
    .pipe(scope)
    .refine((s) => s.split(' ').every((one) => !personScopes.includes(one)), 'of a machine client may not ask openid or offline_access: it acts for no person'),
  publicClient: z.literal(false, 'cannot be a machine client: it authenticates with its secret'),
  backchannelLogoutUri: z.undefined({ error: 'is not for a machine client: no person signs in through it' }).optional(),
  machine: z.literal(true),
});

export const newClientInput = z.discriminatedUnion('machine', [machineClient, appClient]);
/** What `clients add` gives: the fields of an app, or of a machine client with `machine: true`. */
export interface NewClientInput {
  clientId?: string;
  name: string;
  redirectUris?: string[];
  postLogoutRedirectUris?: string[];
  scope?: string;
  publicClient?: boolean;
  idTokenAlg?: 'ES256' | 'RS256';
  variants?: string[];
  machine?: boolean;
  backchannelLogoutUri?: string;
}

/**
 * What `clients update` may change: each given field replaces the registered one, checked as at
 * registration (no defaults). An empty back-channel logout URI removes it.
 */
const clientChanges = z.object({
  name: name.optional(),
  redirectUris: redirectUris.optional(),
  postLogoutRedirectUris: z.array(redirectUri).optional(),
  scope: scope.optional(),
  variants: clientVariants.optional(),
  backchannelLogoutUri: z.union([z.literal(''), backchannelLogoutUri]).optional(),
});
export type ClientChanges = z.input<typeof clientChanges>;

export class ClientInputError extends Error {}

/** The fields whose refusal names its RFC 7591 error code first. */
const REGISTRATION_ERRORS: Partial<Record<string, string>> = { backchannelLogoutUri: 'invalid_client_metadata' };

function parsedOrThrow<T>(result: z.ZodSafeParseResult<T>): T {
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const code = REGISTRATION_ERRORS[String(issue?.path[0])];
  throw new ClientInputError(`${code ? `${code}: ` : ''}${issue?.path.join('.') || 'input'} ${issue?.message ?? 'is invalid'}`);
}

/** Registers a client. The secret is returned once, here; only its hash is stored. */
export async function addClient(db: Db, input: NewClientInput, now = Date.now()): Promise<{ clientId: string; secret: string | null }> {
  const client = parsedOrThrow(newClientInput.safeParse({ ...input, machine: input.machine ?? false, publicClient: input.publicClient ?? false }));
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
    variants: client.variants.join(' '),
    grant_types: client.machine ? 'client_credentials' : 'authorization_code refresh_token',
    backchannel_logout_uri: client.backchannelLogoutUri ?? null,
    created_at: now,
  });
  if (!inserted) throw new ClientInputError(`clientId ${clientId} is already registered`);
  return { clientId, secret };
}

/** Every registered field of every client, but the secret's hash. */
export async function describeClients(db: Db) {
  return (await listClients(db)).map((row) => ({
    clientId: row.client_id,
    name: row.name,
    type: row.grant_types === 'client_credentials' ? 'machine' : row.secret_hash ? 'confidential' : 'public',
    grantTypes: row.grant_types.split(' '),
    redirectUris: JSON.parse(row.redirect_uris) as string[],
    postLogoutRedirectUris: JSON.parse(row.post_logout_redirect_uris) as string[],
    scope: row.scope,
    idTokenAlg: row.id_token_alg,
    pkceExempt: row.pkce_exempt === 1,
    variants: row.variants.split(' '),
    backchannelLogoutUri: row.backchannel_logout_uri,
    createdAt: row.created_at,
  }));
}

/**
 * Changes a registered client's name, redirect or logout URIs, scopes or back-channel logout URI; the provider reads clients
 * from the database on each request, so the change holds at once. False for an unknown client.
 */
export async function updateClient(db: Db, clientId: string, input: ClientChanges): Promise<boolean> {
  const changes = parsedOrThrow(clientChanges.safeParse(input));
  if (Object.values(changes).every((value) => value === undefined)) throw new ClientInputError('nothing to change: give --name, --redirect-uri, --post-logout-uri, --scope, --variant or --backchannel-logout-uri');
  const registered = await findClient(db, clientId);
  if (registered?.grant_types === 'client_credentials') parsedOrThrow(machineClient.partial().safeParse({ ...changes, machine: true }));
  return updateClientRow(db, clientId, {
    name: changes.name,
    redirect_uris: changes.redirectUris && JSON.stringify(changes.redirectUris),
    post_logout_redirect_uris: changes.postLogoutRedirectUris && JSON.stringify(changes.postLogoutRedirectUris),
    scope: changes.scope,
    variants: changes.variants?.join(' '),
    backchannel_logout_uri: changes.backchannelLogoutUri === undefined ? undefined : changes.backchannelLogoutUri || null,
  });
}

/**
 * A new secret for a confidential client, returned once; the old one stops working at once (the app
 * must be given the new one first, or be out of service meanwhile). Null for a public or unknown client.
 */
export async function rotateClientSecret(db: Db, clientId: string): Promise<string | null> {
  const secret = newClientSecret();
  return (await updateSecretHash(db, clientId, hashClientSecret(secret))) ? secret : null;
}

/** PKCE for one confidential client: 'exempt' lets it leave code_challenge out, 'required' undoes it. */
export function setPkceExemption(db: Db, clientId: string, exempt: boolean): Promise<boolean> {
  return updatePkceExemption(db, clientId, exempt);
}

export function removeClient(db: Db, clientId: string): Promise<boolean> {
  return deleteClient(db, clientId);
}
