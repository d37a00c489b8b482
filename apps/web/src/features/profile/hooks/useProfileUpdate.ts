import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@portal/contract/user';
import { setSessionUser } from '../../session';

/**
 * A profile change whose answer is the new profile: it replaces the session user at once, so every
 * screen (and the user's language, see useApplyUserLocale) follows without another request.
 */
export function useProfileChange<V>(change: (variables: V) => Promise<User>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (user) => setSessionUser(queryClient, user),
  });
}
