import { useApiErrorAction } from '../../../lib/api/useApiErrorAction';
import { useRestart } from './useOnboardingState';

/** A step's call failed: an expired onboarding goes back to the start; the rest the screen shows. */
export function useStepError() {
  const restart = useRestart();
  const act = useApiErrorAction({ restartFlow: () => restart(true) });
  return (error: unknown) => {
    act(error);
  };
}
