import type { KoaContextWithOIDC, ResourceServer } from 'oidc-provider';
import { personScopes } from '@portal/contract/scopes';
import { errors } from 'oidc-provider';
import { TTL } from './lifetimes';


/**
 * The portal's API as the one resource server (RFC 8707) tokens may be issued for, reached only by
 * machine clients with client_credentials: their access token's audience is `ISSUER/api`, its scopes
 * are those the client is registered for and asked, and it names no person. The code flow's tokens
 * keep no resource: they are for userinfo, as before.
 */
export function apiResourceIndicators(issuer: string) {
  const api = `${issuer}/api`;
  const isMachineGrant = (ctx: KoaContextWithOIDC) => ctx.oidc.route === 'token' && ctx.oidc.params?.grant_type === 'client_credentials';
  return {
    enabled: true,
    defaultResource: async (ctx: KoaContextWithOIDC, _client: unknown, oneOf?: readonly string[]) => (isMachineGrant(ctx) ? api : oneOf),
    useGrantedResource: async () => false,
    getResourceServerInfo: async (ctx: KoaContextWithOIDC, indicator: string, client: { scope?: string }): Promise<ResourceServer> => {
      if (indicator !== api || !isMachineGrant(ctx)) throw new errors.InvalidTarget();
      const scope = (client.scope ?? '').split(' ').filter((one) => one && !personScopes.includes(one)).join(' ');
      return { scope, audience: api, accessTokenFormat: 'opaque', accessTokenTTL: TTL.ClientCredentials };
    },
  };
}
