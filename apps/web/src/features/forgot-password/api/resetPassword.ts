import { API } from '@portal/contract/http';
import { resetPasswordRequest, type ResetPasswordRequest } from '@portal/contract/password-reset';
import { z } from 'zod/mini';
import { apiRequest } from '../../../lib/api/client';

/** POST /api/user/reset-password: the new password; every session of the account ends. */
export function resetPassword(request: ResetPasswordRequest) {
  return apiRequest(API.resetPassword, { method: 'POST', body: resetPasswordRequest.parse(request), schema: z.object({ sessions_ended: z.number() }) });
}
