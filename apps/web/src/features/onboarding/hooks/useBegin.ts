import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { OnboardingStartResponse } from '@portal/contract/onboarding';
import { pathOf } from '../../../lib/routes/routes';
import { onboardingStateKey } from './useOnboardingState';
import { onboardingToken } from '../flowState';

/** A new person's onboarding has begun: keep its token for this tab and welcome them. */
export function useBegin() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async ({ token, state }: OnboardingStartResponse) => {
    onboardingToken.save(token);
    queryClient.setQueryData(onboardingStateKey(token), state);
    await navigate(pathOf('onboarding.welcome'));
  };
}
