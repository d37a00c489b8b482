import type { QueryClient } from '@tanstack/react-query';
import { errorAction } from '../../lib/api/error-actions';
import { forgetEveryFlow } from '../../lib/storage';
import { deleteToken } from './api/deleteToken';
import { setSessionUser } from './userQuery';

/** Forgets everything about the session in this tab: the stored account and the session flags. */
export function forgetSession(queryClient: QueryClient): void {
  forgetEveryFlow();
  setSessionUser(queryClient, null);
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'user' });
}

/** Logs out on the server, then here. A session the server no longer knows counts as ended. */
export async function logout(queryClient: QueryClient): Promise<void> {
  try {
    await deleteToken();
  } catch (error) {
    if (errorAction(error).kind !== 'signIn') throw error;
  }
  forgetSession(queryClient);
}
