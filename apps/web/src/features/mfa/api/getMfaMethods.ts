import { API } from '@portal/contract/http';
import { mfaListResponse, type MfaMethod } from '@portal/contract/mfa';
import { apiRequest } from '../../../lib/api/client';

/** GET /api/mfa: the signed-in person's methods, full targets, primary first. */
export async function getMfaMethods(): Promise<MfaMethod[]> {
  return (await apiRequest(API.mfa, { schema: mfaListResponse })).data;
}
