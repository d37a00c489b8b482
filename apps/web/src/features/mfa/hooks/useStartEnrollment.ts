import { useMutation } from '@tanstack/react-query';
import { NEW_METHOD_IDS } from '@portal/contract/mfa';
import type { Activation } from '@portal/contract/mfa-manage';
import { useApiErrorAction } from '../../../lib/api/useApiErrorAction';
import { startActivation } from '../api/startActivation';
import { codeChallenge } from '../flowState';

interface Handlers {
  /** 204: the method is already active, nothing to verify. */
  onSkip: () => void;
  onStarted: (activation: Activation) => void;
  /** The account has a method already: a fresh check is needed first, for this target. */
  onStepUp: (target: string) => void;
}

/**
 * Starts adding an e-mail or SMS method (GET /api/mfa/{negative id}/activate with its target); the
 * open challenge is kept for the code screen. Duplicates (422) stay on the mutation's error.
 */
export function useStartEnrollment(kind: 'email' | 'sms', handlers: Handlers) {
  const act = useApiErrorAction();
  return useMutation({
    mutationFn: (target: string) => startActivation(NEW_METHOD_IDS[kind], { target }),
    onSuccess: (activation) => {
      if (!activation) return handlers.onSkip();
      codeChallenge.save({ purpose: 'enroll', payload: activation.payload, kind, target: activation.data.target, resendIn: activation.data.resend_in });
      handlers.onStarted(activation);
    },
    onError: (error, target) => act(error, { stepUp: () => handlers.onStepUp(target) }),
  });
}
