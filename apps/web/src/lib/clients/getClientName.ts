import { API, apiPath } from '@portal/contract/http';
import { clientNameResponse, type ClientNameResponse } from '@portal/contract/oauth';
import { apiRequest } from '../api/client';

/** GET /api/clients/{client_id}/name: the app's display name, null when no such app is registered. */
export function getClientName(clientId: string): Promise<ClientNameResponse> {
  return apiRequest(apiPath(API.clientName, { client_id: clientId }), { schema: clientNameResponse });
}
