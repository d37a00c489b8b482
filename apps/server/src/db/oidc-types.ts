import type { Generated } from 'kysely';

/** The tables of the OpenID provider: registered clients, its stored artefacts and keys, the back-channel logout queue. */

export interface OAuthClientsTable {
  client_id: string;
  name: string;
  /** `sha256:` + hex of the secret; null for a public client. */
  secret_hash: string | null;
  /** JSON arrays of exact URIs. */
  redirect_uris: string;
  post_logout_redirect_uris: string;
  /** Space-separated scopes the client may ask for. */
  scope: string;
  /** ES256 (default) or RS256. */
  id_token_alg: Generated<'ES256' | 'RS256'>;
  /** 1: may leave PKCE out (a confidential client only, set by the CLI); 0: PKCE required. */
  pkce_exempt: Generated<number>;
  /** The variants whose issuer knows the client, space-separated: 'be', 'lu' or 'be lu'. */
  variants: Generated<string>;
  /** 'authorization_code refresh_token' (an app people sign in to) or 'client_credentials' (a machine client). */
  grant_types: Generated<string>;
  created_at: number;
  /** Where the app receives back-channel logout tokens; null (the default): it receives none. */
  backchannel_logout_uri: Generated<string | null>;
}

/** Every oidc-provider artefact, keyed by model name and id; the columns index its lookups. */
export interface OidcPayloadsTable {
  model: string;
  id: string;
  /** JSON of the provider's payload. */
  payload: string;
  grant_id: string | null;
  uid: string | null;
  user_code: string | null;
  account_id: string | null;
  client_id: string | null;
  expires_at: number | null;
  consumed_at: number | null;
  /** The issuer's variant ('be', 'lu'); null on rows stored before issue 35 (the Belgian issuer's). */
  variant: string | null;
}

export interface OidcSigningKeysTable {
  kid: string;
  alg: 'ES256' | 'RS256';
  /** AES-256-GCM sealed private JWK. */
  private_jwk: string;
  created_at: number;
  /** Published from created_at; signs from activates_at until a newer key activates. */
  activates_at: number;
}

/** A logout token to deliver to an app (migration 0023): one per (client_id, sid). */
export interface BackchannelLogoutsTable {
  id: Generated<number>;
  /** The issuer whose provider signs the token. */
  variant: string;
  client_id: string;
  sid: string;
  sub: string;
  /** The token's jti, the same at every attempt: the app can tell a repeat. */
  jti: string;
  created_at: number;
  /** When the next attempt is due, or the lease of the one under way; null once finished. */
  next_attempt_at: number | null;
  /** Attempts claimed so far; each claim takes the next number. */
  attempts: Generated<number>;
  delivered_at: number | null;
  gave_up_at: number | null;
}

/** One delivery attempt of a logout token and what came back. */
export interface BackchannelLogoutAttemptsTable {
  id: Generated<number>;
  logout_id: number;
  at: number;
  /** The app's HTTP status; null when no answer came (then `error` says why). */
  status: number | null;
  error: string | null;
}
