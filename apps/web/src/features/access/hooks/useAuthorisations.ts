import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Authorisations } from '@portal/contract/oauth';
import { getAuthorisations } from '../api/getAuthorisations';
import { revokeAuthorisation } from '../api/revokeAuthorisation';

const queryKey = ['authorisations'] as const;

/** The authorised apps, and a revoke that removes the app's row once the server confirms. */
export function useAuthorisations() {
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey, queryFn: getAuthorisations });
  const revoke = useMutation({
    mutationFn: (clientId: string) => revokeAuthorisation(clientId),
    onSuccess: (_result, clientId) => {
      queryClient.setQueryData<Authorisations>(queryKey, (current) => {
        if (!current) return current;
        const { [clientId]: _removed, ...rest } = current;
        return rest;
      });
    },
  });
  return { list, revoke };
}
