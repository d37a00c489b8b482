import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useSearchParams, useNavigate } from 'react-router';
import { setupStepPath, stepUpPath } from '../../lib/routes/paths';
import { nextSetupStep, setupToDo } from './setupSteps';
import { refreshMfa } from '../mfa';
import { mfaStatusQuery } from '../session';

/** What the set-up screens share: the remembered target, the way to the next step, the step-up detour. */
export function useSetupFlow() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const redirect = params.get('redirect');

  /** After a method is added (or found already active): the server says what is still missing. */
  const goToNextStep = useCallback(async () => {
    await refreshMfa(queryClient);
    const status = await queryClient.fetchQuery(mfaStatusQuery);
    await navigate(setupStepPath(nextSetupStep(setupToDo(status)?.setup ?? null), redirect));
  }, [queryClient, navigate, redirect]);

  /** The account already has a method: a fresh check first, then back to this very screen. */
  const stepUp = useCallback(() => navigate(stepUpPath(location.pathname + location.search)), [navigate, location]);

  return { params, redirect, goToNextStep, stepUp };
}
