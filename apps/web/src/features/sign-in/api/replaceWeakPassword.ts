import { tokenResponse } from '@portal/contract/auth';
import { API } from '@portal/contract/http';
import { weakPasswordRequest, type WeakPasswordRequest } from '@portal/contract/password';
import { apiRequest } from '../../../lib/api/client';

/** POST /api/token/weak-password: spends the permission of the completed sign-in; answers a session. */
export function replaceWeakPassword(request: WeakPasswordRequest) {
  return apiRequest(API.tokenWeakPassword, { method: 'POST', body: weakPasswordRequest.parse(request), schema: tokenResponse });
}
