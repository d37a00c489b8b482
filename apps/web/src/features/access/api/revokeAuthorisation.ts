import { API } from '@portal/contract/http';
import { apiRequest } from '../../../lib/api/client';

/** DELETE /api/token/{client_id}: ends the app's access and every token it holds. */
export function revokeAuthorisation(clientId: string): Promise<undefined> {
  return apiRequest(API.tokenOfClient.replace(':client_id', encodeURIComponent(clientId)), { method: 'DELETE' });
}
