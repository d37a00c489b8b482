import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { afterStepUp, stepUpPath, type StepUpResume } from '../../lib/routes/paths';
import { followTarget } from '../../lib/routes/followTarget';
import { redirectScope } from '../../config/redirect-scope';
import { mfaStatusQuery } from '../session';
import { codeChallenge } from '../mfa';
import type { StepUpNotice } from './components/StepUpMethods';

/**
 * How a step-up check ends, by code or by passkey: `granted` lands the person back on the route they
 * wanted, with the action to resume (without a route, two steps back, where the check was asked
 * for); `restart` goes back to the methods, saying the check expired.
 */
export function useStepUpEnd(redirect: string | null, resume: StepUpResume) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const restart = useCallback(() => {
    codeChallenge.clear();
    const state: StepUpNotice = { restarted: true };
    void navigate(stepUpPath(redirect ?? 'security', resume), { replace: true, state });
  }, [navigate, redirect, resume]);
  const granted = useCallback(async () => {
    codeChallenge.clear();
    await queryClient.invalidateQueries({ queryKey: mfaStatusQuery.queryKey });
    if (!redirect) return void navigate(-2);
    followTarget(navigate, afterStepUp(redirect, resume, redirectScope()));
  }, [navigate, queryClient, redirect, resume]);
  return { restart, granted, methodsPath: stepUpPath(redirect ?? 'security', resume) };
}
