import { API } from '@portal/contract/http';
import { authenticationOptionsResponse, loginPasskeyOptionsRequest } from '@portal/contract/passkeys';
import { apiRequest } from '../../../lib/api/client';

/** POST /api/token/mfa/passkey/options: an assertion for the passkeys of the login attempt. */
export function getLoginPasskeyOptions(payload: string) {
  return apiRequest(API.tokenMfaPasskeyOptions, { method: 'POST', body: loginPasskeyOptionsRequest.parse({ payload }), schema: authenticationOptionsResponse });
}
