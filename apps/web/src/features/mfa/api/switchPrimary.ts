import { API, apiPath } from '@portal/contract/http';
import { apiRequest } from '../../../lib/api/client';

/** POST /api/mfa/switch-primary/{id} (needs a step-up). */
export function switchPrimary(id: number): Promise<undefined> {
  return apiRequest(apiPath(API.mfaSwitchPrimary, { id }), { method: 'POST' });
}
