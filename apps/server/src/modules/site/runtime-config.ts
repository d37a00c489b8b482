import type { RuntimeConfig } from '@portal/contract/config';
import { variantForHost } from '@portal/contract/variants';
import type { Config } from '../../config/config';
import { partnerSitesFor } from './partner-sites';
import { redirectOrigins } from './redirect-origins';

/** What the SPA needs to know at run time, for the host it was loaded from. */
export function runtimeConfigFor(host: string, config: Config): RuntimeConfig {
  const variant = variantForHost(host, config.luHostPatterns);
  return {
    variant,
    cookiePrefix: config.cookiePrefix,
    devOutbox: config.delivery.kind === 'outbox',
    partnerSites: partnerSitesFor(variant, host.replace(/:\d+$/, ''), config),
    redirectOrigins: redirectOrigins(config),
    ...(config.upstreamOidc ? { upstreamLogin: true as const } : {}),
    links: config.siteLinks[variant],
    legal: config.legalLinks[variant],
    ...(config.maintenance ? { maintenance: true as const } : {}),
  };
}
