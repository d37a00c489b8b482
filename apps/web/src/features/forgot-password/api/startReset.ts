import { API } from '@portal/contract/http';
import { forgotPasswordRequest, forgotPasswordResendRequest, forgotPasswordResponse, type ForgotPasswordRequest } from '@portal/contract/password-reset';
import type { z } from 'zod/mini';
import { apiRequest } from '../../../lib/api/client';

/** POST /api/user/forgot-password: a code to the e-mail address or phone number typed. */
export function forgotPassword(request: ForgotPasswordRequest) {
  return apiRequest(API.forgotPassword, { method: 'POST', body: forgotPasswordRequest.parse(request), schema: forgotPasswordResponse });
}

/** POST /api/user/forgot-password/resend: a new code by e-mail or by SMS; a new payload. */
export function resendResetCode(request: z.input<typeof forgotPasswordResendRequest>) {
  return apiRequest(API.forgotPasswordResend, { method: 'POST', body: forgotPasswordResendRequest.parse(request), schema: forgotPasswordResponse });
}
