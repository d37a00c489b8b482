import { hkdfSync } from 'node:crypto';
import type { Variant } from '@portal/contract/variants';
import type { FastifyBaseLogger } from 'fastify';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';
import type { AppContext } from '../app-context';
import { isDatabaseUnavailable } from '../db/unavailable';
import { deleteExpiredPayloads } from './adapter';
import { providerConfiguration } from './configuration';
import { KEY_RETENTION_MS } from './lifetimes';
import { askBeforeLogout, endPortalSessionOnLogout } from './logout';
import { allowAppFormTargets } from './provider-csp';
import { queueLogouts } from './backchannel/queue';
import { wakeLogoutDelivery } from './backchannel/wake';
import { linkSessionsOnAuthorization } from './session-links';
import { keepOfflineTokensAtLogout } from './logout-keeps-offline';
import { ensureSigningKeys, KEY_REFRESH_MS, loadJwks, pruneSigningKeys } from './signing-keys';
import { clientSecretMatches } from '../modules/clients';
import { countProviderEvents } from '../modules/metrics';

type Handler = ReturnType<Provider['callback']>;

/**
 * One provider per variant, each with its own issuer (PUBLIC_URL, PUBLIC_URL_LU), sharing the
 * storage and the signing keys; rebuilt whenever the published signing keys change.
 */
export interface Oidc {
  provider(variant: Variant): Provider;
  handler(variant: Variant): Handler;
  /** Creates the first keys if needed and builds the provider; the database must be migrated. */
  start(): Promise<void>;
  /** Re-reads the signing keys; every process does so each minute. */
  refreshKeys(): Promise<void>;
  stop(): void;
}

export function createOidc(ctx: AppContext, log: FastifyBaseLogger): Oidc {
  const cookieKeys = [Buffer.from(hkdfSync('sha256', ctx.config.appSecret, 'account-portal', 'oidc-cookies', 32)).toString('base64url')];
  let current: { byVariant: Record<Variant, { provider: Provider; handler: Handler }>; kids: string } | undefined;
  let timer: NodeJS.Timeout | undefined;

  async function refreshKeys(): Promise<void> {
    const now = ctx.clock.now();
    const jwks = await loadJwks(ctx.db, ctx.config.appSecret, now, KEY_RETENTION_MS);
    const kids = jwks.map((k) => k.kid).join(' ');
    if (current?.kids === kids) return;
    const build = (variant: Variant) => {
      const provider = buildProvider(ctx, log, variant, providerConfiguration({ ctx, variant, jwks, cookieKeys }));
      return { provider, handler: provider.callback() };
    };
    current = { byVariant: { be: build('be'), lu: build('lu') }, kids };
  }

  async function housekeeping(): Promise<void> {
    await refreshKeys();
    await pruneSigningKeys(ctx.db, ctx.clock.now(), KEY_RETENTION_MS);
    await deleteExpiredPayloads(ctx.db, Date.now());
  }

  const started = () => {
    if (!current) throw new Error('The OpenID provider is not started');
    return current;
  };
  return {
    provider: (variant) => started().byVariant[variant].provider,
    handler: (variant) => started().byVariant[variant].handler,
    async start() {
      await ensureSigningKeys(ctx.db, ctx.config.appSecret, ctx.clock.now());
      await refreshKeys();
      timer = setInterval(() => housekeeping().catch((err) => log.warn({ err }, 'OpenID provider housekeeping failed')), KEY_REFRESH_MS);
      timer.unref();
    },
    refreshKeys,
    stop: () => clearInterval(timer),
  };
}

function buildProvider(ctx: AppContext, log: FastifyBaseLogger, variant: Variant, configuration: ReturnType<typeof providerConfiguration>): Provider {
  const provider = new Provider(ctx.config.publicUrls[variant], configuration);
  // Behind a TLS-terminating proxy the provider must believe X-Forwarded-Proto, as Fastify does.
  provider.proxy = ctx.config.trustProxy !== false;
  // Client secrets are stored as hashes (oidc-provider's maintainer suggests this override, #631).
  provider.Client.prototype.compareClientSecret = function compare(this: { clientSecret?: string }, actual: string) {
    return Promise.resolve(clientSecretMatches(this.clientSecret, actual));
  };
  // Every ID token names its session (sid), whether or not the app asked for back-channel logout:
  // an app may tell its sessions apart, and the logout tokens name the same sid.
  provider.Client.prototype.includeSid = () => true;
  // The provider's own end_session (RP-initiated logout) would POST the logout tokens itself, once
  // and while the person waits; they go into our durable queue instead (backchannel/).
  Object.assign(provider.Client.prototype, {
    async backchannelLogout(this: { clientId: string }, sub: string, sid: string | undefined) {
      if (!sid) return;
      await queueLogouts(ctx.db, [{ clientId: this.clientId, sid, sub, variant }], ctx.clock.now());
      wakeLogoutDelivery();
    },
  });
  keepOfflineTokensAtLogout(provider);
  provider.use(allowAppFormTargets());
  provider.use(linkSessionsOnAuthorization(ctx, provider, variant));
  provider.use(endPortalSessionOnLogout(ctx));
  provider.use(askBeforeLogout(ctx, variant));
  countProviderEvents(provider);
  provider.on('server_error', (kctx: KoaContextWithOIDC, err: Error) => {
    if (!isDatabaseUnavailable(err)) return log.error({ err }, 'OpenID provider error');
    // The provider has set its 500 server_error answer but not sent it yet: a database that cannot
    // be reached is 503, as on the API (plugins/errors.ts). Its browser redirect (303) stays.
    log.warn(`OpenID provider: database unavailable: ${err.message}`);
    if (kctx.status === 500) kctx.status = 503;
  });
  return provider;
}
