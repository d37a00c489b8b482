import { useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginRequest } from '@portal/contract/auth';
import { loginMethodsPath } from '../../../lib/routes/paths';
import { postToken } from '../api/postToken';
import { followTarget } from '../../../lib/routes/followTarget';
import { completeLogin } from '../completeLogin';
import { loginAttempt } from '../flowState';
import { soleMethod } from '../methodRules';
import { supportsPasskeys } from '../../passkeys';
import { goReplaceWeakPassword } from '../weakHandoff';

/** The opening of an account's one method: fetched while the password is checked, so that it is there when needed. */
const loadSoleMethod = () => import('../secondFactorStart');

/**
 * Password step: signed in, on to the second factor, or off to replace a weak password. The second
 * factor is the method list, or the screen of the account's one method (with its code sent: the
 * button stays busy meanwhile).
 */
export function useLogin(redirect: string | null) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (credentials: LoginRequest) => {
      // A failure here is met again, and reported, where the module is used.
      loadSoleMethod().catch(() => undefined);
      return postToken(credentials);
    },
    onSuccess: async (outcome) => {
      if (outcome.kind === 'signed-in') {
        followTarget(navigate, await completeLogin(queryClient, redirect, outcome.offer));
      } else if (outcome.kind === 'mfa') {
        loginAttempt.save(outcome.challenge);
        const only = soleMethod(outcome.challenge.methods, supportsPasskeys());
        if (only) {
          const { openSoleMethod } = await loadSoleMethod();
          await openSoleMethod(navigate, outcome.challenge, only, redirect);
        } else {
          await navigate(loginMethodsPath(redirect));
        }
      } else if (outcome.kind === 'weak') {
        goReplaceWeakPassword(navigate, outcome.reset, redirect);
      }
      // 'closed': the login page shows the restore offer (its answer stays in the mutation's data).
    },
  });
}
