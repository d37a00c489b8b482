import { originsOf } from '@portal/contract/redirect';
import { variantForHost } from '@portal/contract/variants';
import type { Config } from '../../config/config';
import { portalHosts } from '../../config/hosts';
import { partnerSitesFor } from './partner-sites';

/**
 * The origins the SPA may send a person to by an absolute address (the one redirect check's
 * RedirectScope): every portal host (PUBLIC_URL's and its LU_HOST_PATTERNS counterparts, on
 * PUBLIC_URL's scheme and port) and the partner sites each of those hosts shows, configured
 * (PARTNER_SITES_BE/LU) or default. The same for every request: a made-up Host header adds nothing.
 */
export function redirectOrigins(config: Pick<Config, 'publicUrl' | 'publicUrls' | 'luHostPatterns' | 'partnerSites'>): string[] {
  const { protocol, port } = new URL(config.publicUrl);
  const addresses: string[] = [];
  for (const host of portalHosts(config)) {
    addresses.push(`${protocol}//${host}${port ? `:${port}` : ''}/`);
    addresses.push(...Object.values(partnerSitesFor(variantForHost(host, config.luHostPatterns), host, config)));
  }
  return originsOf(addresses);
}
