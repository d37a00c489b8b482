import type Provider from 'oidc-provider';
import type { KoaContextWithOIDC } from 'oidc-provider';
import { oauthAuthorizations, oauthGrants } from './instruments';

/** The grant types the provider serves; any other a client sends is counted as `other`. */
const GRANT_TYPES = new Set(['authorization_code', 'refresh_token', 'client_credentials']);

const grantType = (kctx: KoaContextWithOIDC): string => {
  const value = kctx.oidc?.params?.grant_type;
  return typeof value === 'string' && GRANT_TYPES.has(value) ? value : 'other';
};

/** The provider's error code (invalid_grant, login_required…): its own error classes, so a bounded set. */
const errorCode = (error: unknown): string => {
  const code = (error as { error?: unknown } | undefined)?.error;
  return typeof code === 'string' && /^[a-z_]{1,40}$/.test(code) ? code : 'server_error';
};

/**
 * Counts the token and authorization endpoints' outcomes from the provider's events. A server
 * error is only told as `server_error` (not as grant.error or authorization.error), so it is
 * counted by the route it happened on.
 */
export function countProviderEvents(provider: Provider): void {
  provider.on('grant.success', (kctx: KoaContextWithOIDC) => oauthGrants.inc({ grant_type: grantType(kctx), outcome: 'success' }));
  provider.on('grant.error', (kctx: KoaContextWithOIDC, error: unknown) => oauthGrants.inc({ grant_type: grantType(kctx), outcome: errorCode(error) }));
  provider.on('authorization.success', () => oauthAuthorizations.inc({ outcome: 'success' }));
  provider.on('authorization.error', (_kctx: KoaContextWithOIDC, error: unknown) => oauthAuthorizations.inc({ outcome: errorCode(error) }));
  provider.on('server_error', (kctx: KoaContextWithOIDC) => {
    if (kctx.oidc?.route === 'token') oauthGrants.inc({ grant_type: grantType(kctx), outcome: 'server_error' });
    else if (kctx.oidc?.route === 'authorization') oauthAuthorizations.inc({ outcome: 'server_error' });
  });
}
