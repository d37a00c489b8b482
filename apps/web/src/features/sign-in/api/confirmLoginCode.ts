import { loginMfaConfirmRequest, tokenResponse } from '@portal/contract/auth';
import { API } from '@portal/contract/http';
import type { z } from 'zod/mini';
import { apiRequest } from '../../../lib/api/client';

/** POST /api/token/mfa/confirm: the right code ends the login attempt with a session. */
export function confirmLoginCode(request: z.input<typeof loginMfaConfirmRequest>) {
  return apiRequest(API.tokenMfaConfirm, { method: 'POST', body: loginMfaConfirmRequest.parse(request), schema: tokenResponse });
}
