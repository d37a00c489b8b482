import { API } from '@portal/contract/http';
import { apiRequest } from '../../../lib/api/client';

/** DELETE /api/token: ends the session of the cookie and clears it. */
export function deleteToken(): Promise<undefined> {
  return apiRequest(API.token, { method: 'DELETE' });
}
