import { useNavigate } from 'react-router';
import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useApiErrorAction } from '../../lib/api/useApiErrorAction';
import { pathOf } from '../../lib/routes/routes';
import { completeLogin } from '../sign-in';
import { forgetFlow, forgetRequest, readFlow } from './flowState';

/**
 * A recovery that worked: the server set the login cookie with a fresh step-up. Load the session
 * as any login does, then open /security (with its "recovered" message), where the person
 * replaces the methods they lost.
 */
export function useRecovered() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    forgetFlow();
    forgetRequest();
    await completeLogin(queryClient, null);
    await navigate(pathOf('security'), { replace: true, state: { toast: 'recovered' } });
  }, [queryClient, navigate]);
}

/**
 * The recovery identified in this tab, or null: a step without one shows RecoveryExpired. `act`
 * goes in its calls' onError: a flow the server has ended (the error table's restartFlow) is
 * forgotten, so the step shows RecoveryExpired as well.
 */
export function useRecoveryFlow() {
  const [flow, setFlow] = useState(readFlow);
  const act = useApiErrorAction({
    restartFlow: () => {
      forgetFlow();
      setFlow(null);
    },
  });
  return { flow, act };
}
