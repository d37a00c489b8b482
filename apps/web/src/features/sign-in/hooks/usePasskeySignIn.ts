import { useNavigate } from 'react-router';
import { useEffect } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthenticationResponseJSON } from '@simplewebauthn/browser';
import { getSignInOptions } from '../api/getSignInOptions';
import { signInWithPasskey } from '../api/signInWithPasskey';
import { cancelCeremony, getCredential, supportsAutofill } from '../../passkeys';
import { followTarget } from '../../../lib/routes/followTarget';
import { completeLogin } from '../completeLogin';

/**
 * Signing in without a password, two ways: the button (a modal passkey dialog), and, on pages with
 * an input marked `autocomplete="username webauthn"`, the browser's autofill offering the passkeys
 * of this site beside saved e-mail addresses. Both end like a password login: profile, flags, then
 * the remembered target.
 */
export function usePasskeySignIn(redirect: string | null, { autofill }: { autofill: boolean }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const finish = async (response: AuthenticationResponseJSON) => {
    await signInWithPasskey(response);
    followTarget(navigate, await completeLogin(queryClient, redirect));
  };
  const button = useMutation({ mutationFn: async () => finish(await getCredential(await getSignInOptions())) });
  // `mutate` keeps its identity across renders, so the autofill effect below runs once per page.
  const fromAutofill = useMutation({ mutationFn: finish });
  const { mutate: finishFromAutofill } = fromAutofill;

  useEffect(() => {
    if (!autofill) return;
    let active = true;
    void (async () => {
      try {
        if (!(await supportsAutofill())) return;
        const response = await getCredential(await getSignInOptions(), { autofill: true });
        if (active) finishFromAutofill(response);
      } catch {
        // No autofill here (or it was replaced by the button's dialog): the button still works.
      }
    })();
    return () => {
      active = false;
      cancelCeremony();
    };
  }, [autofill, finishFromAutofill]);

  return {
    start: () => button.mutate(),
    busy: button.isPending || fromAutofill.isPending,
    error: button.error ?? fromAutofill.error,
  };
}
