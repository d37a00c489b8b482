import { useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiErrorAction } from '../../../lib/api/useApiErrorAction';
import { confirmLoginPasskey } from '../api/confirmLoginPasskey';
import { getLoginPasskeyOptions } from '../api/getLoginPasskeyOptions';
import { getCredential } from '../../passkeys';
import { replaceIfWeak } from '../weakHandoff';
import { followTarget } from '../../../lib/routes/followTarget';
import { completeLogin } from '../completeLogin';

/** The passkey as the second factor of a login attempt: like confirming a code, then onwards. */
export function useSecondFactorPasskey(payload: string, redirect: string | null, restart: () => void) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const act = useApiErrorAction({ restartFlow: restart });
  return useMutation({
    mutationFn: async (isTrustedDevice: boolean) => {
      const response = await getCredential(await getLoginPasskeyOptions(payload));
      await confirmLoginPasskey({ payload, response, isTrustedDevice });
    },
    onSuccess: async () => followTarget(navigate, await completeLogin(queryClient, redirect)),
    // A weak password: the passkey earns the permission to replace it, not a session.
    onError: (error) => {
      if (!replaceIfWeak(navigate, error, redirect)) act(error);
    },
  });
}
