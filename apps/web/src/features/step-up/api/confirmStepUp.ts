import { API } from '@portal/contract/http';
import { sudoConfirmRequest, sudoGrantResponse } from '@portal/contract/mfa-manage';
import type { z } from 'zod/mini';
import { apiRequest } from '../../../lib/api/client';

/** POST /api/mfa/sudo: the right code grants this session a step-up. */
export function confirmStepUp(request: z.input<typeof sudoConfirmRequest>) {
  return apiRequest(API.mfaSudo, { method: 'POST', body: sudoConfirmRequest.parse(request), schema: sudoGrantResponse });
}
