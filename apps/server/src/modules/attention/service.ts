import { NEW_DEVICE_DAYS, RECOVERY_KEYS_LOW, type AttentionItem } from '@portal/contract/attention';
import type { AppContext } from '../../app-context';
import { DAY } from '../../lib/clock';
import { accountSummary } from '../accounts';
import { loginMethods, recoveryKeysOf, reminderFrom, reminderScheduleOf } from '../mfa';
import { recentNewDevices } from '../sessions';

/**
 * GET /api/user/attention: what the person should look at, from indexed queries run side by side.
 * Recovery keys matter only with an authenticator, the one factor they stand in for. On the
 * reminder schedule before forced MFA, its banner (until dismissed) says what "no second factor"
 * would: the schedule's date is the stronger news.
 */
export async function attentionOf(ctx: AppContext, userId: number, sessionId: number): Promise<AttentionItem[]> {
  const now = ctx.clock.now();
  const [methods, keys, devices, account, schedule] = await Promise.all([
    loginMethods(ctx.db, userId),
    recoveryKeysOf(ctx.db, userId),
    recentNewDevices(ctx.db, userId, sessionId, now - NEW_DEVICE_DAYS * DAY, now),
    accountSummary(ctx.db, userId),
    reminderScheduleOf(ctx.db, userId),
  ]);
  const items: AttentionItem[] = [];
  const reminder = account ? reminderFrom(schedule, account, methods.map((m) => m.method), now) : null;
  if (reminder && !reminder.dismissed) items.push({ kind: 'mfa_reminder', mandatory_on: reminder.reminder.mandatory_on });
  if (!reminder && !methods.some((m) => m.method !== 'totpRecovery')) items.push({ kind: 'mfa_missing' });
  const unused = keys.filter((k) => k.used_at === null).length;
  if (methods.some((m) => m.method === 'totp') && unused <= RECOVERY_KEYS_LOW) items.push({ kind: 'recovery_keys_low', unused });
  for (const device of devices) {
    items.push({ kind: 'new_device', key: device.deviceId, browser: device.browser, os: device.os, first_seen_at: new Date(device.firstSeenAt).toISOString() });
  }
  return items;
}
