import type { AuthenticationResponseJSON } from '@simplewebauthn/browser';
import { tokenResponse } from '@portal/contract/auth';
import { API } from '@portal/contract/http';
import { passkeySignInRequest } from '@portal/contract/passkeys';
import { apiRequest } from '../../../lib/api/client';

/** POST /api/token/passkey: signed in without a password; the session cookie is set. */
export function signInWithPasskey(response: AuthenticationResponseJSON) {
  return apiRequest(API.tokenPasskey, { method: 'POST', body: passkeySignInRequest.parse({ response }), schema: tokenResponse });
}
