import { API } from '@portal/contract/http';
import { sudoChallengeResponse, type SudoChallenge } from '@portal/contract/mfa-manage';
import { apiRequest } from '../../../lib/api/client';

/**
 * GET /api/mfa/sudo: opens a step-up challenge by a method (a code is sent for e-mail and SMS), or
 * with the payload of an open one, sends its code again.
 */
export function startStepUp(params: { single: boolean; mfaId?: number; payload?: string }): Promise<SudoChallenge> {
  const query = new URLSearchParams({ single: params.single ? '1' : '0' });
  if (params.mfaId !== undefined) query.set('mfaId', String(params.mfaId));
  if (params.payload) query.set('payload', params.payload);
  return apiRequest(`${API.mfaSudo}?${query}`, { schema: sudoChallengeResponse });
}
