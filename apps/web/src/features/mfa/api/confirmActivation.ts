import { API } from '@portal/contract/http';
import { activationConfirmRequest, activationConfirmResponse } from '@portal/contract/mfa-manage';
import type { z } from 'zod/mini';
import { apiRequest } from '../../../lib/api/client';

/** POST /api/mfa/activate: the right code stores the method (and answers new recovery keys for an authenticator). */
export function confirmActivation(request: z.input<typeof activationConfirmRequest>) {
  return apiRequest(API.mfaActivate, { method: 'POST', body: activationConfirmRequest.parse(request), schema: activationConfirmResponse });
}
