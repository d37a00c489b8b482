import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { MfaMethod } from '@portal/contract/mfa';

export type MethodAction = 'primary' | 'delete';

/**
 * Back from a step-up with `action` and `targetMfaId` in the query: the change the person asked for
 * before the check is carried out once. The query stays: navigating to drop it would run the guard
 * again after the change has spent the single-use grant, and send the person to another check. A
 * reload repeats nothing harmful (the server answers a switch to the current primary without
 * spending a grant, and a deleted method is no longer found).
 */
export function useResumedAction(methods: MfaMethod[] | undefined, run: (action: MethodAction, method: MfaMethod) => void): void {
  const [params] = useSearchParams();
  const done = useRef(false);
  const action = params.get('action');
  const targetId = Number(params.get('targetMfaId'));
  useEffect(() => {
    if (done.current || !methods || (action !== 'primary' && action !== 'delete')) return;
    done.current = true;
    const method = methods.find((m) => m.id === targetId);
    if (method) run(action, method);
  }, [methods, action, targetId, run]);
}
