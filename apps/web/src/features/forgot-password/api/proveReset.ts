import type { AuthenticationResponseJSON } from '@simplewebauthn/browser';
import { API } from '@portal/contract/http';
import { authenticationOptionsResponse } from '@portal/contract/passkeys';
import {
  forgotPasswordConfirmRequest,
  resetFactorConfirmRequest,
  resetFactorSendRequest,
  resetFactorSendResponse,
  resetLinkRequest,
  resetPasskeyConfirmRequest,
  resetPasskeyOptionsRequest,
  resetStepResponse,
} from '@portal/contract/password-reset';
import type { z } from 'zod/mini';
import { apiRequest } from '../../../lib/api/client';

/** POST /api/user/forgot-password/confirm: the code; answers the next step and the second factor due. */
export function confirmResetCode(request: z.input<typeof forgotPasswordConfirmRequest>) {
  return apiRequest(API.forgotPasswordConfirm, { method: 'POST', body: forgotPasswordConfirmRequest.parse(request), schema: resetStepResponse });
}

/** POST /api/user/reset-password/link: the e-mailed link of "This wasn't me". */
export function openResetLink(request: z.input<typeof resetLinkRequest>) {
  return apiRequest(API.resetPasswordLink, { method: 'POST', body: resetLinkRequest.parse(request), schema: resetStepResponse });
}

/** POST /api/user/reset-password/mfa/send: pick the second factor (e-mail and SMS get a code; also the resend). */
export function sendResetFactor(request: z.input<typeof resetFactorSendRequest>) {
  return apiRequest(API.resetPasswordMfaSend, { method: 'POST', body: resetFactorSendRequest.parse(request), schema: resetFactorSendResponse });
}

/** POST /api/user/reset-password/mfa/confirm: the second factor; answers the password step. */
export function confirmResetFactor(request: z.input<typeof resetFactorConfirmRequest>) {
  return apiRequest(API.resetPasswordMfaConfirm, { method: 'POST', body: resetFactorConfirmRequest.parse(request), schema: resetStepResponse });
}

/** POST /api/user/reset-password/mfa/passkey/options: an assertion for the passkeys of the account. */
export function getResetPasskeyOptions(payload: string) {
  return apiRequest(API.resetPasswordMfaPasskeyOptions, { method: 'POST', body: resetPasskeyOptionsRequest.parse({ payload }), schema: authenticationOptionsResponse });
}

/** POST /api/user/reset-password/mfa/passkey: the passkey as the second factor; answers the password step. */
export function confirmResetPasskey(request: { payload: string; response: AuthenticationResponseJSON }) {
  return apiRequest(API.resetPasswordMfaPasskey, { method: 'POST', body: resetPasskeyConfirmRequest.parse(request), schema: resetStepResponse });
}
