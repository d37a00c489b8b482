import { API } from '@portal/contract/http';
import { mfaStatusResponse, type MfaStatus } from '@portal/contract/mfa';
import { apiRequest } from '../../../lib/api/client';

/** GET /api/mfa/status: whether a fresh second factor (sudo) is granted to this session. */
export function getMfaStatus(): Promise<MfaStatus> {
  return apiRequest(API.mfaStatus, { schema: mfaStatusResponse });
}
