import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../lib/api/ApiError';
import { deskKey, meKey } from './queries';

const isDeskKey = (key: readonly unknown[] | undefined) => key?.[0] === deskKey[0];

/**
 * The server answers every desk address like an unknown one (404) once the desk session is over
 * (15 idle minutes, 8 hours, or another sign-in). A 404 from any desk call asks GET /me again: a 404
 * there too is the end of the session, which the desk then shows; an answer means the thing asked
 * for is gone (a person removed meanwhile), which the calling screen shows.
 */
export function useDeskWatch(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const check = (key: readonly unknown[] | undefined, error: unknown) => {
      if (isDeskKey(key) && key?.[1] !== meKey[1] && isApiError(error) && error.status === 404) void queryClient.refetchQueries({ queryKey: meKey });
    };
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') check(event.query.queryKey, event.action.error);
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') check(event.mutation.options.mutationKey, event.action.error);
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient]);
}
