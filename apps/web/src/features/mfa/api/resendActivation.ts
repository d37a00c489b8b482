import { API } from '@portal/contract/http';
import { activationResendResponse } from '@portal/contract/mfa-manage';
import { apiRequest } from '../../../lib/api/client';

/** POST /api/mfa/activate/resend: the set-up code again, to the address or number being added. */
export function resendActivation(payload: string) {
  return apiRequest(API.mfaActivateResend, { method: 'POST', body: { payload }, schema: activationResendResponse });
}
