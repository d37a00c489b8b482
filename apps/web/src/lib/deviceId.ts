import { deviceId as deviceIdRule } from '@portal/contract/rules';
import { local, localKeys } from './storage';

let cached: string | null = null;

/** The UUID that identifies this browser to the server; generated once, kept in local storage. */
export function deviceId(): string {
  if (cached) return cached;
  const stored = local.get(localKeys.deviceId);
  if (stored && deviceIdRule.safeParse(stored).success) {
    cached = stored;
  } else {
    cached = crypto.randomUUID();
    local.set(localKeys.deviceId, cached);
  }
  return cached;
}
