import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api/ApiError';
import { signInAgainOn } from '../features/sign-in';

/** Client errors (4xx) are answers, not accidents: only network failures and 5xx are retried, once. */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error) => signInAgain(error) }),
    mutationCache: new MutationCache({ onError: (error) => signInAgain(error) }),
    defaultOptions: {
      queries: {
        retry: (failures, error) => failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
        refetchOnWindowFocus: false,
      },
    },
  });
  const signInAgain = signInAgainOn(client);
  return client;
}

export const queryClient = createQueryClient();
