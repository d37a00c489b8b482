import { API } from '@portal/contract/http';
import { authenticationOptionsResponse } from '@portal/contract/passkeys';
import { apiRequest } from '../../../lib/api/client';

/** POST /api/token/passkey/options: an assertion any passkey of this site may answer. */
export function getSignInOptions() {
  return apiRequest(API.tokenPasskeyOptions, { method: 'POST', schema: authenticationOptionsResponse });
}
