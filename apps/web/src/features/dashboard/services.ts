import type { SiblingPlatform } from '@portal/contract/platforms';
import type { User } from '@portal/contract/user';
import type { Variant } from '@portal/contract/variants';

/**
 * The dashboard's service rows: each linked account id opens its platform; the deals platform is
 * offered to everyone in Belgium and does not exist in Luxembourg.
 */
export function servicesFor(user: Pick<User, 'customer_user_id' | 'user_id' | 'fridom_user_id'>, variant: Variant): SiblingPlatform[] {
  const rows: SiblingPlatform[] = [];
  if (user.customer_user_id !== null) rows.push('clientarea');
  if (user.user_id !== null) rows.push('voucherholder');
  if (user.fridom_user_id !== null) rows.push('fridom');
  if (variant !== 'lu') rows.push('deals');
  return rows;
}
