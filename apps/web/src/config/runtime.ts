import { runtimeConfig, type RuntimeConfig } from '@portal/contract/config';
import { defaultSiteLinks } from '@portal/contract/site-links';
import { defaultPartnerSiteUrls } from '@portal/contract/partner-sites';
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
  return { variant, cookiePrefix: '', devOutbox: false, links: defaultSiteLinks[variant], partnerSites: defaultPartnerSiteUrls(variant, window.location) };
}

export const config: RuntimeConfig = readRuntimeConfig();
