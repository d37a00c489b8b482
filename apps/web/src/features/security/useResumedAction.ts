import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { MfaMethod } from '@portal/contract/mfa';

export type MethodAction = 'primary' | 'delete';

/**
 * Back from a step-up with `action` and `targetMfaId` in the query: the change the person asked for
 * before the check is carried out once, and the query is dropped so a reload does not repeat it.
 */
export function useResumedAction(methods: MfaMethod[] | undefined, run: (action: MethodAction, method: MfaMethod) => void): void {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const done = useRef(false);
  const action = params.get('action');
  const targetId = Number(params.get('targetMfaId'));
  useEffect(() => {
    if (done.current || !methods || (action !== 'primary' && action !== 'delete')) return;
    done.current = true;
    void navigate({ search: '' }, { replace: true });
    const method = methods.find((m) => m.id === targetId);
    if (method) run(action, method);
  }, [methods, action, targetId, run, navigate]);
}
