import { API } from '@portal/contract/http';
import { changePasswordRequest, type ChangePasswordRequest } from '@portal/contract/password';
import { z } from 'zod/mini';
import { apiRequest } from '../../../lib/api/client';

/** POST /api/user/password: every other session of the account ends; this one stays. */
export function changePassword(request: ChangePasswordRequest) {
  return apiRequest(API.userPassword, { method: 'POST', body: changePasswordRequest.parse(request), schema: z.object({ sessions_ended: z.number() }) });
}
