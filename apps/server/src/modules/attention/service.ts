import { NEW_DEVICE_DAYS, RECOVERY_KEYS_LOW, type AttentionItem } from '@portal/contract/attention';
import type { AppContext } from '../../app-context';
import { DAY } from '../../lib/clock';
import { loginMethods, recoveryKeysOf } from '../mfa';
import { recentNewDevices } from '../sessions';

/**
 * GET /api/user/attention: what the person should look at, from three indexed queries run side by
 * side. Recovery keys matter only with an authenticator, the one factor they stand in for.
 */
export async function attentionOf(ctx: AppContext, userId: number, sessionId: number): Promise<AttentionItem[]> {
  const now = ctx.clock.now();
  const [methods, keys, devices] = await Promise.all([
    loginMethods(ctx.db, userId),
    recoveryKeysOf(ctx.db, userId),
    recentNewDevices(ctx.db, userId, sessionId, now - NEW_DEVICE_DAYS * DAY, now),
  ]);
  const items: AttentionItem[] = [];
  if (!methods.some((m) => m.method !== 'totpRecovery')) items.push({ kind: 'mfa_missing' });
  const unused = keys.filter((k) => k.used_at === null).length;
  if (methods.some((m) => m.method === 'totp') && unused <= RECOVERY_KEYS_LOW) items.push({ kind: 'recovery_keys_low', unused });
  for (const device of devices) {
    items.push({ kind: 'new_device', key: device.deviceId, browser: device.browser, os: device.os, first_seen_at: new Date(device.firstSeenAt).toISOString() });
  }
  return items;
}
