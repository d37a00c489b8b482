import { useNavigate } from 'react-router';
import { useCallback } from 'react';
import { errorAction, type ErrorAction } from './error-actions';
import { stepUpPath, type StepUpResume } from '../routes/paths';
import type { RouteName } from '../routes/routes';

export interface ErrorActionHandlers {
  /** Where a confirmed step-up returns to (a route name or a path of this site), and what it resumes. */
  stepUp?: { to: RouteName | string; resume?: StepUpResume } | (() => void);
  /** Starts the screen's flow again: it expired or was spent (every `*expired` code, error-actions.ts). */
  restartFlow?: () => void;
}

/**
 * Carries out the recovery path of a failed call (see error-actions.ts) and returns the action, so
 * the screen renders only what stays on it (`shownError`). Use it as a mutation's onError:
 * `onError: (error) => act(error)`, or with per-call handlers: `act(error, { stepUp: {...} })`.
 * The session-expired path needs no handler: the QueryClient's caches run it for every call.
 */
export function useApiErrorAction(handlers: ErrorActionHandlers = {}) {
  const navigate = useNavigate();
  const { stepUp, restartFlow } = handlers;
  return useCallback(
    (error: unknown, overrides: ErrorActionHandlers = {}): ErrorAction => {
      const action = errorAction(error);
      const step = overrides.stepUp ?? stepUp;
      const restart = overrides.restartFlow ?? restartFlow;
      if (action.kind === 'stepUp' && step) {
        if (typeof step === 'function') step();
        else void navigate(stepUpPath(step.to, step.resume));
      }
      if (action.kind === 'restartFlow' && restart) restart();
      return action;
    },
    [navigate, stepUp, restartFlow],
  );
}
