import { API } from '@portal/contract/http';
import { registrationOptionsResponse } from '@portal/contract/passkeys';
import { apiRequest } from '../../../lib/api/client';

/** POST /api/passkeys/registration/options: what navigator.credentials.create() needs. */
export function getRegistrationOptions() {
  return apiRequest(API.passkeyRegistrationOptions, { method: 'POST', schema: registrationOptionsResponse });
}
