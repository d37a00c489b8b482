import { useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pathOf } from '../../../lib/routes/routes';
import { logout } from '../endSession';

/** Log out, then the login page; a failure stays visible (mutation.isError) and keeps the session. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => logout(queryClient),
    onSuccess: () => navigate(pathOf('login.email'), { replace: true }),
  });
}
