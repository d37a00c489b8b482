import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiErrorAction } from '../../../lib/api/useApiErrorAction';
import { deletePasskey } from '../api/deletePasskey';
import { getRegistrationOptions } from '../api/getRegistrationOptions';
import { listPasskeys } from '../api/listPasskeys';
import { registerPasskey } from '../api/registerPasskey';
import { renamePasskey } from '../api/renamePasskey';
import { createCredential } from '../ceremony';
import type { PasskeyAction } from './useResumedPasskeyAction';

const passkeysKey = ['passkeys'] as const;

export function usePasskeyList() {
  return useQuery({ queryKey: passkeysKey, queryFn: listPasskeys });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: passkeysKey });
}

/**
 * Adding and removing need a step-up: without one, the person confirms a second factor and comes
 * back to /security, where the section carries the change out (the passkey's id rides in
 * `targetMfaId`, the query key the step-up screens pass on).
 */
function useStepUpOnDemand() {
  const act = useApiErrorAction();
  return (error: unknown, action: PasskeyAction, passkeyId: number | null = null) =>
    act(error, { stepUp: { to: 'security', resume: { action, targetMfaId: passkeyId === null ? null : String(passkeyId) } } });
}

/** Options from the server, the browser's ceremony, then the server's check. */
export function useAddPasskey() {
  const refresh = useRefresh();
  const stepUp = useStepUpOnDemand();
  return useMutation({
    mutationFn: async () => registerPasskey(await createCredential(await getRegistrationOptions())),
    onSuccess: refresh,
    onError: (error) => stepUp(error, 'addPasskey'),
  });
}

export function useRenamePasskey() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: ({ id, name }: { id: number; name: string }) => renamePasskey(id, name), onSuccess: refresh });
}

export function useRemovePasskey() {
  const refresh = useRefresh();
  const stepUp = useStepUpOnDemand();
  return useMutation({
    mutationFn: (passkey: { id: number; name: string }) => deletePasskey(passkey.id),
    onSuccess: refresh,
    onError: (error, passkey) => stepUp(error, 'removePasskey', passkey.id),
  });
}
