import { API } from '@portal/contract/http';
import { authorizeResponse, type AuthorizeResponse } from '@portal/contract/oauth';
import { apiRequest } from '../../../lib/api/client';

/**
 * GET /api/authorize with the page's own query: `interaction` on /approve, the partner's
 * client_id, redirect_uri, response_type and the rest on /partner.
 */
export function getAuthorize(query: URLSearchParams): Promise<AuthorizeResponse> {
  return apiRequest(`${API.authorize}?${query}`, { schema: authorizeResponse });
}
