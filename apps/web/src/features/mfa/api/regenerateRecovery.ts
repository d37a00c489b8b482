import { API } from '@portal/contract/http';
import { recoveryKeysResponse } from '@portal/contract/mfa-manage';
import { apiRequest } from '../../../lib/api/client';

/** POST /api/mfa/regenerate-recovery (needs a step-up): the new keys, shown once. */
export async function regenerateRecovery(): Promise<string[]> {
  return (await apiRequest(API.mfaRegenerateRecovery, { method: 'POST', schema: recoveryKeysResponse })).recovery_keys;
}
