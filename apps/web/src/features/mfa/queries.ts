import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { getMfaMethods } from './api/getMfaMethods';
import { mfaStatusQuery } from '../session';
import { getTrustedDevices } from './api/getTrustedDevices';

/** The MFA queries of a signed-in person; every change refreshes them with refreshMfa. */
export const mfaMethodsQuery = queryOptions({ queryKey: ['mfa-methods'], queryFn: getMfaMethods });
export const trustedDevicesQuery = queryOptions({ queryKey: ['trusted-devices'], queryFn: getTrustedDevices });

/** After any MFA change: methods, status, and the profile (its recovery-key list) are read again. */
export async function refreshMfa(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: mfaMethodsQuery.queryKey }),
    queryClient.invalidateQueries({ queryKey: mfaStatusQuery.queryKey }),
    queryClient.invalidateQueries({ queryKey: ['user'] }),
  ]);
}
