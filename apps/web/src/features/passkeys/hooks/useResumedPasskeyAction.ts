import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { Passkey } from '@portal/contract/passkeys';

export type PasskeyAction = 'addPasskey' | 'removePasskey';

/**
 * Back on /security from a step-up with `action` (and the passkey's id in `targetMfaId`): the
 * change the person asked for is carried out once. The query is dropped so that a reload does not
 * start the change again (and ask for another step-up); /security itself needs no step-up.
 */
export function useResumedPasskeyAction(passkeys: Passkey[] | undefined, run: { add: () => void; remove: (passkey: Passkey) => void }): void {
  const [params, setParams] = useSearchParams();
  const done = useRef(false);
  const action = params.get('action');
  const targetId = Number(params.get('targetMfaId'));
  useEffect(() => {
    if (done.current || !passkeys || (action !== 'addPasskey' && action !== 'removePasskey')) return;
    done.current = true;
    setParams({}, { replace: true });
    if (action === 'addPasskey') run.add();
    const passkey = passkeys.find((p) => p.id === targetId);
    if (action === 'removePasskey' && passkey) run.remove(passkey);
  }, [passkeys, action, targetId, run, setParams]);
}
