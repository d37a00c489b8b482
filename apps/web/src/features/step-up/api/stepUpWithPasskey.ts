import type { AuthenticationResponseJSON } from '@simplewebauthn/browser';
import { API } from '@portal/contract/http';
import { sudoGrantResponse } from '@portal/contract/mfa-manage';
import { authenticationOptionsResponse, loginPasskeyConfirmRequest, loginPasskeyOptionsRequest } from '@portal/contract/passkeys';
import { apiRequest } from '../../../lib/api/client';

/** POST /api/mfa/sudo/passkey/options: an assertion for the passkeys of the account, bound to the step-up challenge. */
export function getStepUpPasskeyOptions(payload: string) {
  return apiRequest(API.mfaSudoPasskeyOptions, { method: 'POST', body: loginPasskeyOptionsRequest.parse({ payload }), schema: authenticationOptionsResponse });
}

/** POST /api/mfa/sudo/passkey: the passkey grants this session a step-up, like a right code. */
export function confirmStepUpPasskey(request: { payload: string; response: AuthenticationResponseJSON }) {
  return apiRequest(API.mfaSudoPasskey, { method: 'POST', body: loginPasskeyConfirmRequest.parse(request), schema: sudoGrantResponse });
}
