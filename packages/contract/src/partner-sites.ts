import { z } from 'zod/mini';
import type { Variant } from './variants';

/**
 * The partner websites a signed-in person can go to (specification section 2: "client area,
 * Dealzz, Fridom, MyMonizze, MyUp"). MyMonizze is the voucher-holder area of the dashboard tiles.
 */
export const partnerSites = ['clientarea', 'deals', 'fridom', 'voucherholder', 'myup'] as const;
export type PartnerSite = (typeof partnerSites)[number];

/** The deals platform does not exist in Luxembourg (section 1). */
export const partnerSitesByVariant: Record<Variant, readonly PartnerSite[]> = {
  be: partnerSites,
  lu: partnerSites.filter((site) => site !== 'deals'),
};

/** Each site's address, for the variant the page was loaded in; a missing site is not offered. */
const siteUrl = z.url({ protocol: /^https?$/ });
export const partnerSiteUrls = z.partialRecord(z.enum(partnerSites), siteUrl);
export type PartnerSiteUrls = z.infer<typeof partnerSiteUrls>;

const subdomain: Record<PartnerSite, string> = {
  clientarea: 'client',
  deals: 'deals',
  fridom: 'fridom',
  voucherholder: 'my',
  myup: 'myup',
};

/**
 * Without configured addresses the sites are siblings of the portal's host: account.example.be
 * gives client.example.be, account.example.lu client.example.lu, lu.localhost client.lu.localhost
 * (so that each variant keeps its own siblings in development too).
 */
export function defaultPartnerSiteUrls(variant: Variant, portal: { protocol: string; host: string }): PartnerSiteUrls {
  const parent = portal.host.replace(/^account\./, '');
  return Object.fromEntries(partnerSitesByVariant[variant].map((site) => [site, `${portal.protocol}//${subdomain[site]}.${parent}/`]));
}

/**
 * The PARTNER_SITES_BE / PARTNER_SITES_LU setting: `site=url` pairs separated by commas, e.g.
 * `clientarea=https://client.example.be/,myup=https://myup.example.be/`. Answers the addresses,
 * or the first problem in words.
 */
export function parsePartnerSiteSetting(variant: Variant, value: string): { ok: true; urls: PartnerSiteUrls } | { ok: false; problem: string } {
  const urls: PartnerSiteUrls = {};
  for (const pair of value.split(',').map((p) => p.trim()).filter(Boolean)) {
    const [name = '', ...rest] = pair.split('=');
    const site = name.trim() as PartnerSite;
    if (!partnerSitesByVariant[variant].includes(site)) return { ok: false, problem: `names an unknown site "${name.trim()}" (${partnerSitesByVariant[variant].join(', ')})` };
    const url = rest.join('=').trim();
    if (!siteUrl.safeParse(url).success) return { ok: false, problem: `must give an http:// or https:// URL for ${site}` };
    urls[site] = url;
  }
  return { ok: true, urls };
}
