import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { User } from '@portal/contract/user';
import { readStoredAccount, storeAccount } from './accountStore';
import { getUser } from './api/getUser';

export const userQueryKey = ['user'] as const;

/**
 * The session query: null means signed out. The stored account is the initial data (marked stale),
 * so the first screen shows without a flash and GET /api/user confirms it right away.
 */
export const userQuery = queryOptions({
  queryKey: userQueryKey,
  queryFn: async (): Promise<User | null> => {
    const user = await getUser();
    storeAccount(user);
    return user;
  },
  initialData: readStoredAccount,
  initialDataUpdatedAt: 0,
  // Navigations within half a minute reuse the answer; later ones re-check the session.
  staleTime: 30_000,
  // The guard is waiting on this answer: a failure counts as signed out at once, without retries.
  retry: false,
  retryOnMount: false,
});

export function setSessionUser(queryClient: QueryClient, user: User | null): void {
  storeAccount(user);
  queryClient.setQueryData(userQueryKey, user);
}
