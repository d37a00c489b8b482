import { useNavigate } from 'react-router';
import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { OnboardingState } from '@portal/contract/onboarding';
import { pathOf } from '../../../lib/routes/routes';
import { isRestartError } from '../../../lib/api/error-actions';
import { getOnboardingState } from '../api/onboardingApi';
import { onboardingToken } from '../flowState';

export const onboardingStateKey = (token: string | null) => ['onboarding', token] as const;

/** Back to the start: the onboarding is over (expired or never begun in this tab). */
export function useRestart() {
  const navigate = useNavigate();
  return (expired: boolean) => {
    onboardingToken.forget();
    void navigate(pathOf('onboarding'), { replace: true, state: expired ? { expired: true } : null });
  };
}

/**
 * The onboarding under way, read from the server by the tab's token: a reload lands on the same
 * step with what was already entered. No token, or an expired one, sends the person to the start.
 */
export function useOnboardingState() {
  // Read once per screen: a step that spends the token (the last one, a restart) navigates on, and
  // the router's navigation is not synchronous; read again meanwhile, its absence would send the
  // person to the start first (and a restart would lose its "expired" message).
  const [token] = useState(() => onboardingToken.read());
  const restart = useRestart();
  const query = useQuery({
    queryKey: onboardingStateKey(token),
    queryFn: async () => (await getOnboardingState(token ?? '')).state,
    enabled: !!token,
    // The steps write the answers' state into the cache; nothing else changes it meanwhile.
    staleTime: Infinity,
    retry: (count, error) => !isRestartError(error) && count < 2,
  });
  const expired = isRestartError(query.error);
  useEffect(() => {
    if (!token || expired) restart(expired);
    // restart navigates; running it once per outcome is enough.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token, expired]);
  return { token: token ?? '', query };
}

/** Puts the state a step's answer carries into the cache, so the next screen shows it at once. */
export function useStoreState() {
  const queryClient = useQueryClient();
  return (state: OnboardingState) => queryClient.setQueryData(onboardingStateKey(onboardingToken.read()), state);
}
