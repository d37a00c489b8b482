import { useQuery } from '@tanstack/react-query';
import { userQuery } from '../userQuery';

/** The signed-in user, null when signed out, undefined while the first answer is pending. */
export function useUser() {
  return useQuery(userQuery).data;
}
