import { NOT_ME_HASH_KEY } from '@portal/contract/notifications';

/** What "This wasn't me" acts on: the e-mail link's token, or a notice the signed-in owner picked. */
export type SecureSource = { token: string } | { notification: number } | { signIn: number };

/** The navigation state the notifications page or the security history hands to /secure-account. */
export interface SecureAccountState {
  notification?: number;
  /** A sign-in event of the security history. */
  signIn?: number;
}

/** `#secure=TOKEN` of the e-mail's link, or null. */
export function tokenFromHash(hash: string): string | null {
  const value = new URLSearchParams(hash.replace(/^#/, '')).get(NOT_ME_HASH_KEY);
  return value && /^[\w-]{10,200}$/.test(value) ? value : null;
}

export function secureSourceOf(hash: string, state: unknown): SecureSource | null {
  const token = tokenFromHash(hash);
  if (token) return { token };
  const { notification, signIn } = (state as SecureAccountState | null) ?? {};
  if (isId(notification)) return { notification };
  return isId(signIn) ? { signIn } : null;
}

const isId = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0;
