import type { RegistrationResponseJSON } from '@simplewebauthn/browser';
import { API } from '@portal/contract/http';
import { passkeyResponse, registerPasskeyRequest, type Passkey } from '@portal/contract/passkeys';
import { apiRequest } from '../../../lib/api/client';

/** POST /api/passkeys/registration: the server checks the new credential and keeps the passkey. */
export async function registerPasskey(response: RegistrationResponseJSON): Promise<Passkey> {
  const body = registerPasskeyRequest.parse({ response });
  return (await apiRequest(API.passkeyRegistration, { method: 'POST', body, schema: passkeyResponse })).data;
}
