import { defaultPartnerSiteUrls, partnerSitesByVariant, type PartnerSiteUrls } from '@portal/contract/partner-sites';
import type { Variant } from '@portal/contract/variants';
import type { Config } from '../../config/config';
import { portalHosts } from '../../config/hosts';

/**
 * The partner websites of a variant: the configured addresses, else siblings of the host the page
 * was loaded from when it is one of the portal's own (never of a Host header someone made up: the
 * links would point wherever they like), else of PUBLIC_URL's host.
 */
export function partnerSitesFor(variant: Variant, requestHostname: string, config: Pick<Config, 'publicUrl' | 'publicUrls' | 'luHostPatterns' | 'partnerSites'>): PartnerSiteUrls {
  const base = new URL(config.publicUrl);
  const hostname = portalHosts(config).has(requestHostname.toLowerCase()) ? requestHostname.toLowerCase() : base.hostname;
  const defaults = defaultPartnerSiteUrls(variant, { protocol: base.protocol, host: base.port ? `${hostname}:${base.port}` : hostname });
  const configured = config.partnerSites[variant];
  return Object.fromEntries(partnerSitesByVariant[variant].map((site) => [site, configured[site] ?? defaults[site]]));
}
