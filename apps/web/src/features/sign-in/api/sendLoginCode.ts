import { loginMfaSendRequest, loginMfaSendResponse } from '@portal/contract/auth';
import { API } from '@portal/contract/http';
import type { z } from 'zod/mini';
import { apiRequest } from '../../../lib/api/client';

/** POST /api/token/mfa/send: deliver a login code by the chosen method (also used to resend). */
export function sendLoginCode(request: z.input<typeof loginMfaSendRequest>) {
  return apiRequest(API.tokenMfaSend, { method: 'POST', body: loginMfaSendRequest.parse(request), schema: loginMfaSendResponse });
}
