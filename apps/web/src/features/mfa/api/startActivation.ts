import { z } from 'zod/mini';
import { API, apiPath } from '@portal/contract/http';
import { activationResponse, type Activation } from '@portal/contract/mfa-manage';
import { apiRequest } from '../../../lib/api/client';

/**
 * GET /api/mfa/{id}/activate: starts adding (negative id), changing or resetting (edit) a method.
 * Null is the server's 204: nothing to verify, skip this step.
 */
export async function startActivation(id: number, params: { target?: string; edit?: boolean } = {}): Promise<Activation | null> {
  const query = new URLSearchParams();
  if (params.target) query.set('target', params.target);
  if (params.edit) query.set('edit', '1');
  const text = query.toString();
  return apiRequest(`${apiPath(API.mfaActivateStart, { id })}${text ? `?${text}` : ''}`, { schema: z.nullable(activationResponse) });
}
