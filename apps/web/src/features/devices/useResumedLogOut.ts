import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

export type LogOutAction = 'logOutDevice' | 'logOutOthers';

/**
 * Back from a step-up with `action` (and the device's key in `targetMfaId`, the query key the
 * step-up screens pass on): the log-out the person asked for is carried out once. The query is
 * dropped so a reload does not end sessions again.
 */
export function useResumedLogOut(action: LogOutAction, run: (target: string | null) => void): void {
  const [params, setParams] = useSearchParams();
  const done = useRef(false);
  const asked = params.get('action');
  const target = params.get('targetMfaId');
  useEffect(() => {
    if (done.current || asked !== action) return;
    done.current = true;
    setParams({}, { replace: true });
    run(target);
  }, [asked, action, target, run, setParams]);
}
