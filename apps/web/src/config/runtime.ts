import { runtimeConfig, type RuntimeConfig } from '@portal/contract/config';
import { defaultSiteLinks } from '@portal/contract/site-links';
import { defaultLegalLinks } from '@portal/contract/legal-documents';
import { defaultPartnerSiteUrls } from '@portal/contract/partner-sites';
import { originsOf } from '@portal/contract/redirect';
import { variantForHost } from '@portal/contract/variants';

/**
 * The server injects the runtime config into index.html so one build serves both variants. Under the
 * Vite dev server the tag is missing and the variant follows the host, as the server would decide.
 */
function readRuntimeConfig(): RuntimeConfig {
  const tag = document.getElementById('runtime-config');
  if (tag?.textContent) {
    try {
      const parsed = runtimeConfig.safeParse(JSON.parse(tag.textContent));
      if (parsed.success) return parsed.data;
    } catch {
      // malformed JSON: fall back below
    }
  }
  const variant = variantForHost(window.location.host);
  const partnerSites = defaultPartnerSiteUrls(variant, window.location);
  const redirectOrigins = originsOf([window.location.origin, ...Object.values(partnerSites)]);
  return { variant, cookiePrefix: '', devOutbox: false, links: defaultSiteLinks[variant], legal: defaultLegalLinks[variant], partnerSites, redirectOrigins };
}

export const config: RuntimeConfig = readRuntimeConfig();
