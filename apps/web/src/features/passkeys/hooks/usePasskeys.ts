import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deletePasskey } from '../api/deletePasskey';
import { getRegistrationOptions } from '../api/getRegistrationOptions';
import { listPasskeys } from '../api/listPasskeys';
import { registerPasskey } from '../api/registerPasskey';
import { renamePasskey } from '../api/renamePasskey';
import { createCredential } from '../ceremony';

const passkeysKey = ['passkeys'] as const;

export function usePasskeyList() {
  return useQuery({ queryKey: passkeysKey, queryFn: listPasskeys });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: passkeysKey });
}

/** Options from the server, the browser's ceremony, then the server's check. */
export function useAddPasskey() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async () => registerPasskey(await createCredential(await getRegistrationOptions())),
    onSuccess: refresh,
  });
}

export function useRenamePasskey() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: ({ id, name }: { id: number; name: string }) => renamePasskey(id, name), onSuccess: refresh });
}

export function useRemovePasskey() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (passkey: { id: number; name: string }) => deletePasskey(passkey.id), onSuccess: refresh });
}
