import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Back on /profile from a step-up with `action=<action>` (unlinking Microsoft, downloading the
 * data): the action runs once. The query is dropped first, so that a reload does not start it
 * again, and the action waits until the address has changed: that navigation moves the focus to the
 * page's heading, and the section then moves it to its own once the answer is in, not the other way round.
 */
export function useResumedAction(action: string, run: () => void): void {
  const [params, setParams] = useSearchParams();
  const pending = useRef(false);
  const resumed = params.get('action') === action;
  useEffect(() => {
    if (resumed && !pending.current) {
      pending.current = true;
      const rest = new URLSearchParams(params);
      rest.delete('action');
      rest.delete('targetMfaId');
      setParams(rest, { replace: true });
    } else if (!resumed && pending.current) {
      pending.current = false;
      run();
    }
  }, [resumed, params, setParams, run]);
}
