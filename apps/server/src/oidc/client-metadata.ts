import type { AdapterPayload } from 'oidc-provider';
import type { Variant } from '@portal/contract/variants';
import type { Db } from '../db/database';
import { findClient } from '../modules/clients';

/**
 * A registered client as oidc-provider metadata. Confidential clients carry the hash of their
 * secret where the provider expects the secret: Client.compareClientSecret is replaced to compare
 * hashes (provider.ts), and symmetric algorithms, which would need the real secret, are off.
 */
export async function clientMetadata(db: Db, clientId: string, variant: Variant): Promise<AdapterPayload | undefined> {
  const row = await findClient(db, clientId);
  // A client registered for the other variant only is unknown to this issuer.
  if (!row || !row.variants.split(' ').includes(variant)) return undefined;
  return {
    client_id: row.client_id,
    client_name: row.name,
    ...(row.secret_hash ? { client_secret: row.secret_hash, token_endpoint_auth_method: 'client_secret_basic' } : { token_endpoint_auth_method: 'none' }),
    redirect_uris: JSON.parse(row.redirect_uris) as string[],
    post_logout_redirect_uris: JSON.parse(row.post_logout_redirect_uris) as string[],
    scope: row.scope,
    grant_types: row.grant_types.split(' '),
    // A machine client (client_credentials) is sent no code: it has no response type.
    response_types: row.grant_types === 'client_credentials' ? [] : ['code'],
    id_token_signed_response_alg: row.id_token_alg,
    // Extra metadata (configuration.ts): the provider's Client keeps the name, pkceRequired reads it.
    pkce_exempt: row.pkce_exempt === 1,
    // Every logout token names the session (sid): an app may have several with the portal.
    ...(row.backchannel_logout_uri ? { backchannel_logout_uri: row.backchannel_logout_uri, backchannel_logout_session_required: true } : {}),
  };
}
