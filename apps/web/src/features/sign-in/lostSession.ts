import type { QueryClient } from '@tanstack/react-query';
import { errorAction } from '../../lib/api/error-actions';
import { setSessionUser, userQueryKey } from '../session';

/**
 * The session-expired path, run by the QueryClient for every failed query and mutation: the
 * session is forgotten here, and the navigation guard (useSessionWatch runs it again) sends the
 * person to login.email with the page they were on as the redirect.
 */
export function signInAgainOn(queryClient: QueryClient) {
  return (error: unknown): void => {
    if (errorAction(error).kind !== 'signIn') return;
    if (queryClient.getQueryData(userQueryKey) === null) return;
    setSessionUser(queryClient, null);
  };
}
