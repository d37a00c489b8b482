import { ApiError } from '../../lib/api-error';

/** What a second factor ends with when the password is weak: the permission to replace it. */
export interface WeakPasswordHold {
  weakReset: string;
}

/**
 * The session of a confirmed second factor, or, for a weak password, the 403 auth.weak_password
 * answer carrying the permission (thrown after the attempt's transaction committed).
 */
export function sessionOrWeak<T extends object>(confirmed: T | WeakPasswordHold): T {
  if ('weakReset' in confirmed) throw new ApiError('auth.weak_password', { weak: true, reset: confirmed.weakReset });
  return confirmed;
}
