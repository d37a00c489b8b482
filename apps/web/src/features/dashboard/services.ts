import type { PartnerSite, PartnerSiteUrls } from '@portal/contract/partner-sites';
import type { User } from '@portal/contract/user';

/** The partner sites that have a dashboard tile (MyUp is only in the partner chooser). */
export type ServiceTile = Exclude<PartnerSite, 'myup'>;

/**
 * The dashboard's service rows: each linked account id opens its platform; the deals platform is
 * offered to everyone where the variant has one (Luxembourg does not). A site without an address
 * in the variant's configuration is not shown.
 */
export function servicesFor(user: Pick<User, 'customer_user_id' | 'user_id' | 'fridom_user_id'>, sites: PartnerSiteUrls): { platform: ServiceTile; href: string }[] {
  const rows: ServiceTile[] = [];
  if (user.customer_user_id !== null) rows.push('clientarea');
  if (user.user_id !== null) rows.push('voucherholder');
  if (user.fridom_user_id !== null) rows.push('fridom');
  rows.push('deals');
  return rows.flatMap((platform) => {
    const href = sites[platform];
    return href ? [{ platform, href }] : [];
  });
}
