import { z } from 'zod/mini';
import { siteLinkKeys, siteLinks } from './site-links';
import { legalLinks } from './legal-documents';
import { partnerSiteUrls } from './partner-sites';

/**
 * Runtime configuration the server injects into index.html (a JSON script tag with id
 * "runtime-config"), so that one SPA build serves both variants.
 */
export const runtimeConfig = z.object({
  variant: z.enum(['be', 'lu']),
  cookiePrefix: z.string(),
  devOutbox: z.boolean(),
  /** Present (true) when "Sign in with Microsoft" (an upstream OpenID provider) is configured. */
  upstreamLogin: z.optional(z.literal(true)),
  /** The blog, help, privacy and provider site of this variant (footer, navbar, security page). */
  links: siteLinks,
  /** The terms and the privacy statement the onboarding asks to accept, by language of this variant. */
  legal: legalLinks,
  /** Present (true) while MAINTENANCE is set: every page shows /maintenance. */
  maintenance: z.optional(z.literal(true)),
  /** The partner websites of this variant (dashboard tiles and the partner chooser). */
  partnerSites: partnerSiteUrls,
  /**
   * The origins an absolute redirect target may lead to (redirect.ts, RedirectScope): the portal's
   * hosts in both variants and every partner site, configured or default. Nothing else.
   */
  redirectOrigins: z.array(z.string()),
});
export type RuntimeConfig = z.infer<typeof runtimeConfig>;

/**
 * The pages the build draws ahead (apps/web/build/prerender.ts) and the server sends drawn, by the
 * name of their files under dist/prerendered/: the first screen most visits start on.
 */
export const prerenderedPages = { 'login-email': '/login/email' } as const;
export type PrerenderedPage = keyof typeof prerenderedPages;

/** One prerendered page in one locale, as the build writes it (dist/prerendered/<page>.<locale>.json). */
export interface PrerenderedFile {
  /** loginPageConfigKey of the config it was drawn with. */
  configKey: string;
  /** The lang attribute of the page. */
  lang: string;
  /** The page's own styles, beyond the entry's stylesheet, to inline in the head. */
  css: string;
  /** The contents of #root. */
  html: string;
}

/**
 * What of the runtime config the signed-out login page's look depends on, as one string. The build
 * prerenders that page with the default config and records this; the server sends the prerendered
 * page only to a host whose config gives the same string (otherwise the app draws it as usual).
 * Whoever makes the login page read another part of the config adds it here.
 */
export function loginPageConfigKey(config: RuntimeConfig): string {
  const { variant, links, upstreamLogin = false, maintenance = false } = config;
  return JSON.stringify([variant, siteLinkKeys.map((key) => links[key]), upstreamLogin, maintenance]);
}
