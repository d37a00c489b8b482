import { z } from 'zod/mini';
import type { Variant } from './variants';

/**
 * The provider's own sites that the navbar, the footer and the security page link to (specification
 * section 1: footer with blog, help, privacy and provider site). Each variant has its own; the
 * server may replace any of them from its environment (BE_BLOG_URL, LU_PRIVACY_URL…).
 */
export const siteLinkKeys = ['blog', 'help', 'privacy', 'provider'] as const;
export type SiteLinkKey = (typeof siteLinkKeys)[number];

/** Only http(s): a configured javascript: or data: address would run in the portal's origin. */
export const siteLinkUrl = z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' });

export const siteLinks = z.object({ blog: siteLinkUrl, help: siteLinkUrl, privacy: siteLinkUrl, provider: siteLinkUrl });
export type SiteLinks = z.infer<typeof siteLinks>;

export const defaultSiteLinks: Record<Variant, SiteLinks> = {
  be: {
    blog: 'https://blog.example.be/',
    help: 'https://help.example.be/',
    privacy: 'https://www.example.be/privacy',
    provider: 'https://www.example.be/',
  },
  lu: {
    blog: 'https://blog.example.lu/',
    help: 'https://help.example.lu/',
    privacy: 'https://www.example.lu/privacy',
    provider: 'https://www.example.lu/',
  },
};

/** The environment variable that overrides one link: BE_BLOG_URL, LU_PROVIDER_URL… */
export function siteLinkVariable(variant: Variant, key: SiteLinkKey): `${Uppercase<Variant>}_${Uppercase<SiteLinkKey>}_URL` {
  return `${variant.toUpperCase() as Uppercase<Variant>}_${key.toUpperCase() as Uppercase<SiteLinkKey>}_URL`;
}
