import type { FuzzionPlatform } from '@portal/contract/fuzzion';

/** The platforms an account is linked to, from its platform ids; 'default' when none. */
export function platformsOf(account: { user_id: number | null; customer_user_id: number | null; fridom_user_id: number | null }): FuzzionPlatform[] {
  const linked: FuzzionPlatform[] = [];
  if (account.customer_user_id !== null) linked.push('clientarea');
  if (account.user_id !== null) linked.push('mymonizze');
  if (account.fridom_user_id !== null) linked.push('fridom');
  return linked.length > 0 ? linked : ['default'];
}
