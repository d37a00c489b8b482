import { API, apiPath } from '@portal/contract/http';
import { apiRequest } from '../../../lib/api/client';

/** DELETE /api/mfa/{id}: a stored method (needs a step-up), or an unsaved one named by its target. */
export function deleteMethod(id: number, target?: string): Promise<undefined> {
  return apiRequest(apiPath(API.mfaMethod, { id }), { method: 'DELETE', body: id < 0 ? { target } : undefined });
}
