import { useCallback, useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { MfaMethod } from '@portal/contract/mfa';
import { stepUpPath } from '../../lib/routes/paths';
import { pendingMethodChange, resumeOf, type MethodChange } from './flowState';

export type MethodAction = 'primary' | 'delete';

export interface ChangeHandlers {
  onMethod: (action: MethodAction, method: MfaMethod) => void;
  onAdd: (kind: 'email' | 'sms', target: string) => void;
}

/** Sends the person to a step-up for `change`, which comes back here and is carried out. */
export function useStepUpFor(): (change: MethodChange) => void {
  const navigate = useNavigate();
  return useCallback(
    (change: MethodChange) => {
      pendingMethodChange.save(change);
      void navigate(stepUpPath('mfa-edit', resumeOf(change)));
    },
    [navigate],
  );
}

/**
 * Back from a step-up: the change the person asked for before the check is carried out once, with
 * no second click. The query stays: navigating to drop it would run the guard again after the
 * change has spent the single-use grant, and send the person to another check; the tab's record
 * of the change is gone by then, so a reload repeats nothing.
 */
export function useResumedChange(methods: MfaMethod[] | undefined, handlers: ChangeHandlers): void {
  const [params] = useSearchParams();
  const done = useRef(false);
  const action = params.get('action');
  const targetMfaId = params.get('targetMfaId');
  const { onMethod, onAdd } = handlers;
  useEffect(() => {
    if (done.current || !methods) return;
    done.current = true;
    const change = pendingMethodChange.take({ action, targetMfaId });
    if (!change) return;
    if ('target' in change) return onAdd(change.action === 'addEmail' ? 'email' : 'sms', change.target);
    const method = methods.find((m) => m.id === change.methodId);
    if (method) onMethod(change.action, method);
  }, [methods, action, targetMfaId, onMethod, onAdd]);
}
