import { z } from 'zod';
import { siteLinks } from './site-links';
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
  upstreamLogin: z.literal(true).optional(),
  /** The blog, help, privacy and provider site of this variant (footer, navbar, security page). */
  links: siteLinks,
  /** Present (true) while MAINTENANCE is set: every page shows /maintenance. */
  maintenance: z.literal(true).optional(),
  /** The partner websites of this variant (dashboard tiles and the partner chooser). */
  partnerSites: partnerSiteUrls,
});
export type RuntimeConfig = z.infer<typeof runtimeConfig>;
