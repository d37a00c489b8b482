import { API, apiPath } from '@portal/contract/http';
import { apiRequest } from '../../../lib/api/client';

/** DELETE /api/mfa/trusted-devices/{id}: the device asks for the second factor again. */
export function revokeTrustedDevice(id: number): Promise<undefined> {
  return apiRequest(apiPath(API.mfaTrustedDevice, { id }), { method: 'DELETE' });
}
