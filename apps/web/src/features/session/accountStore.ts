import { userSchema, type User } from '@portal/contract/user';
import { local, localKeys } from '../../lib/storage';

/** The last known profile, so a returning person sees their pages at once while it refreshes. */
export function readStoredAccount(): User | undefined {
  const raw = local.get(localKeys.account);
  if (!raw) return undefined;
  try {
    const parsed = userSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function storeAccount(user: User | null): void {
  if (user) local.set(localKeys.account, JSON.stringify(user));
  else local.remove(localKeys.account);
}
