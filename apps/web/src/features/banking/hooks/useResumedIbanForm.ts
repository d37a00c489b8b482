import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { EDIT_IBAN_ACTION } from './useIban';

/**
 * Back on /profile from a step-up with `action=editIban`: the form opens once. The query is
 * dropped so that a reload does not open it again.
 */
export function useResumedIbanForm(ready: boolean, open: () => void): void {
  const [params, setParams] = useSearchParams();
  const done = useRef(false);
  const resumed = params.get('action') === EDIT_IBAN_ACTION;
  useEffect(() => {
    if (done.current || !ready || !resumed) return;
    done.current = true;
    const rest = new URLSearchParams(params);
    rest.delete('action');
    rest.delete('targetMfaId');
    setParams(rest, { replace: true });
    open();
  }, [ready, resumed, params, setParams, open]);
}
