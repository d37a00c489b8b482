import { OAUTH } from '@portal/contract/oauth';
import { isPartnerClient } from '@portal/contract/platforms';
import { scopeKeys } from '@portal/contract/scopes';
import type { Variant } from '@portal/contract/variants';
import type { Configuration, KoaContextWithOIDC } from 'oidc-provider';
import type { AppContext } from '../app-context';
import { accountFinder, claimsByScope } from './account';
import { ibanForPartners } from '../modules/banking';
import { KyselyAdapter } from './adapter';
import { groupCommit } from '../db/group-commit';
import { existingGrantLoader } from './existing-grant';
import { interactionPolicyWithPortalSession } from './login-policy';
import { logoutSource, postLogoutSuccessSource, renderError } from './provider-pages';
import { TTL } from './lifetimes';
import { apiResourceIndicators } from './api-resource';
import type { PrivateJwk } from './signing-keys';

const ASYMMETRIC = ['ES256', 'RS256', 'PS256'] as const;

export interface ProviderSetup {
  ctx: AppContext;
  /** The variant whose issuer this provider is: its pages speak that variant's languages, its clients are registered for it. */
  variant: Variant;
  jwks: PrivateJwk[];
  /** Keys that sign the provider's cookies, derived from APP_SECRET: the same in every process. */
  cookieKeys: string[];
}

/**
 * PKCE for every client, confidential ones too (RFC 9700 2.1.1 recommends it; a nonce protects
 * only the ID token, not the code). The one exception is a confidential client an operator exempted
 * with the CLI (`clients pkce ID exempt`); a public client is never exempt (its secretless code
 * would be open to injection). Only S256 exists in oidc-provider 9.
 */
function pkceRequired(_ctx: KoaContextWithOIDC, client: { clientAuthMethod?: string; pkce_exempt?: unknown }): boolean {
  return client.clientAuthMethod === 'none' || client.pkce_exempt !== true;
}

/** Partners may introspect and revoke only their own tokens; first-party back ends any token. */
async function introspectionAllowed(_ctx: KoaContextWithOIDC, client: { clientId: string }, token: { clientId?: string }) {
  return !isPartnerClient(client.clientId) || token.clientId === client.clientId;
}

/** Logging out ends the tokens of that session but keeps the person's consent (the Grant). */
function revokeGrantPolicy(ctx: KoaContextWithOIDC): boolean {
  if (ctx.oidc.route === 'end_session_confirm') return false;
  return !(ctx.oidc.route === 'revocation' && ctx.oidc.entities.AccessToken);
}

export function providerConfiguration({ ctx, variant, jwks, cookieKeys }: ProviderSetup): Configuration {
  const cookie = { httpOnly: true, sameSite: 'lax' as const, signed: true };
  const commit = groupCommit(ctx.db);
  return {
    adapter: (name: string) => new KyselyAdapter(name, ctx.db, commit, variant),
    findAccount: accountFinder(ctx.db, (userId) => ibanForPartners(ctx, userId)),
    jwks: { keys: jwks },
    claims: claimsByScope,
    scopes: [...scopeKeys],
    responseTypes: ['code'],
    clientAuthMethods: ['client_secret_basic', 'client_secret_post', 'none'],
    extraClientMetadata: { properties: ['pkce_exempt'] },
    clientDefaults: {
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
      id_token_signed_response_alg: 'ES256',
      // auth_time in every ID token: it names the portal session, so an id_token_hint can say
      // which session an app asks to end (logout.ts askBeforeLogout).
      require_auth_time: true,
    },
    // No HS* anywhere: client secrets are stored hashed, so they cannot key an HMAC.
    enabledJWA: {
      idTokenSigningAlgValues: ['ES256', 'RS256'],
      userinfoSigningAlgValues: ['ES256', 'RS256'],
      introspectionSigningAlgValues: ['ES256', 'RS256'],
      authorizationSigningAlgValues: ['ES256', 'RS256'],
      requestObjectSigningAlgValues: [...ASYMMETRIC],
      clientAuthSigningAlgValues: [...ASYMMETRIC],
    },
    cookies: { keys: cookieKeys, long: cookie, short: cookie },
    features: {
      // Back-Channel Logout 1.0: validates backchannel_logout_uri and advertises it; the tokens go
      // out through our queue (backchannel/), not the provider's own request (provider.ts).
      backchannelLogout: { enabled: true },
      devInteractions: { enabled: false },
      clientCredentials: { enabled: true },
      resourceIndicators: apiResourceIndicators(ctx.config.publicUrls[variant]),
      introspection: { enabled: true, allowedPolicy: introspectionAllowed },
      revocation: { enabled: true },
      rpInitiatedLogout: { enabled: true, logoutSource: logoutSource(variant), postLogoutSuccessSource: postLogoutSuccessSource(variant) },
      userinfo: { enabled: true },
    },
    interactions: {
      url: async (_ctx, interaction) => `${OAUTH.interaction}/${interaction.uid}`,
      policy: interactionPolicyWithPortalSession(ctx),
    },
    routes: {
      authorization: OAUTH.authorization,
      token: OAUTH.token,
      userinfo: OAUTH.userinfo,
      jwks: OAUTH.jwks,
      revocation: OAUTH.revocation,
      introspection: OAUTH.introspection,
      end_session: OAUTH.endSession,
      pushed_authorization_request: OAUTH.pushedAuthorization,
    },
    ttl: { ...TTL },
    pkce: { required: pkceRequired },
    rotateRefreshToken: true,
    allowOmittingSingleRegisteredRedirectUri: false,
    loadExistingGrant: existingGrantLoader(ctx.db),
    revokeGrantPolicy,
    renderError,
    // Browser apps may call the token endpoint from the origins of their redirect URIs only.
    clientBasedCORS: (_ctx, origin, client) => client.redirectUris?.some((uri) => new URL(uri).origin === origin) ?? false,
  };
}
