import { useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginRequest } from '@portal/contract/auth';
import { loginMethodsPath } from '../../../lib/routes/paths';
import { postToken } from '../api/postToken';
import { followTarget } from '../../../lib/routes/followTarget';
import { completeLogin } from '../completeLogin';
import { loginAttempt } from '../flowState';
import { goReplaceWeakPassword } from '../weakHandoff';

/** Password step: signed in, on to the second factor, or off to replace a weak password. */
export function useLogin(redirect: string | null) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (credentials: LoginRequest) => postToken(credentials),
    onSuccess: async (outcome) => {
      if (outcome.kind === 'signed-in') {
        followTarget(navigate, await completeLogin(queryClient, redirect, outcome.offer));
      } else if (outcome.kind === 'mfa') {
        loginAttempt.save(outcome.challenge);
        await navigate(loginMethodsPath(redirect));
      } else {
        goReplaceWeakPassword(navigate, outcome.reset, redirect);
      }
    },
  });
}
