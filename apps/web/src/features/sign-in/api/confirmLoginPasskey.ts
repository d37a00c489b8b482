import type { AuthenticationResponseJSON } from '@simplewebauthn/browser';
import { tokenResponse } from '@portal/contract/auth';
import { API } from '@portal/contract/http';
import { loginPasskeyConfirmRequest } from '@portal/contract/passkeys';
import { apiRequest } from '../../../lib/api/client';

/** POST /api/token/mfa/passkey: the passkey ends the login attempt with a session, like a code. */
export function confirmLoginPasskey(request: { payload: string; response: AuthenticationResponseJSON; isTrustedDevice: boolean }) {
  return apiRequest(API.tokenMfaPasskey, { method: 'POST', body: loginPasskeyConfirmRequest.parse(request), schema: tokenResponse });
}
