import { type NavigateFunction } from 'react-router';
import { weakPasswordResponse } from '@portal/contract/auth';
import { isApiError } from '../../lib/api/ApiError';
import { weakPasswordPath } from '../../lib/routes/paths';
import { weakPasswordPermission } from './flowState';

/**
 * A weak password confirmed by the second factor (or needing none): the server's single-use
 * permission waits in this tab's session storage (not in the URL, where history and logs keep it)
 * and the person goes on to replace the password, then where they were going.
 */
export function goReplaceWeakPassword(navigate: NavigateFunction, reset: string, redirect: string | null): void {
  weakPasswordPermission.save(reset);
  void navigate(weakPasswordPath(redirect), { replace: true });
}

/**
 * After a second factor: when the server answered that the password is weak (with its permission
 * to replace it), go and replace it and answer true; any other error is the caller's.
 */
export function replaceIfWeak(navigate: NavigateFunction, error: unknown, redirect: string | null): boolean {
  const weak = isApiError(error, 'auth.weak_password') ? weakPasswordResponse.safeParse(error.body) : null;
  if (!weak?.success) return false;
  goReplaceWeakPassword(navigate, weak.data.reset, redirect);
  return true;
}
