import { API } from '@portal/contract/http';
import { trustedDevicesResponse, type TrustedDevice } from '@portal/contract/mfa-manage';
import { apiRequest } from '../../../lib/api/client';

/** GET /api/mfa/trusted-devices: the devices that skip the second factor, newest first. */
export async function getTrustedDevices(): Promise<TrustedDevice[]> {
  return (await apiRequest(API.mfaTrustedDevices, { schema: trustedDevicesResponse })).data;
}
