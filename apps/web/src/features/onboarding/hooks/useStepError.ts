import { isApiError } from '../../../lib/api/ApiError';
import { useRestart } from './useOnboardingState';

/** A step's call failed: an expired onboarding goes back to the start; the rest the screen shows. */
export function useStepError() {
  const restart = useRestart();
  return (error: unknown) => {
    if (isApiError(error, 'onboarding.expired')) restart(true);
  };
}
