import { useMutation } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useApiErrorAction } from '../../../lib/api/useApiErrorAction';
import { downloadAccountData } from '../api/profileApi';

/** Back from a step-up, the profile starts the download (the person asked for it before). */
export const DOWNLOAD_DATA_ACTION = 'downloadData';

/**
 * "Download my data": the ZIP is fetched, then saved through a link to it (the browser's own
 * download). Without a live step-up the person confirms a second factor and comes back to /profile,
 * where useResumedAction starts it again.
 */
export function useDataExport() {
  const act = useApiErrorAction({ stepUp: { to: 'profile', resume: { action: DOWNLOAD_DATA_ACTION, targetMfaId: null } } });
  const download = useMutation({ mutationFn: downloadAccountData, onSuccess: ({ blob, fileName }) => save(blob, fileName) });
  const { mutate } = download;
  const start = useCallback((onDone: () => void) => mutate(undefined, { onSuccess: onDone, onError: (error) => act(error) }), [mutate, act]);
  return { download, start };
}

function save(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file to the browser.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
