import { API } from '@portal/contract/http';
import { authorizeDecisionResponse, type AuthorizeDecisionRequest } from '@portal/contract/oauth';
import { apiRequest } from '../../../lib/api/client';

/** PUT /api/authorize: the person's decision; the answer says where the browser goes next. */
export function decideAuthorize(decision: AuthorizeDecisionRequest): Promise<{ target: string }> {
  return apiRequest(API.authorize, { method: 'PUT', body: decision, schema: authorizeDecisionResponse });
}
