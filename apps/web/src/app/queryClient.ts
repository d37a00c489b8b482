import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api/ApiError';

/** Client errors (4xx) are answers, not accidents: only network failures and 5xx are retried, once. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (failures, error) => failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      refetchOnWindowFocus: false,
    },
  },
});
