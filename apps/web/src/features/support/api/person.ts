import { API, apiPath } from '@portal/contract/http';
import {
  endSessionsResponse,
  liftLimitsResponse,
  resendVerificationResponse,
  supportDoneResponse,
  supportPersonResponse,
  supportResetResponse,
  type SupportPerson,
  type SupportResetRequest,
} from '@portal/contract/support-person';
import { apiRequest } from '../../../lib/api/client';

/** GET /api/support/people/:id?reason=…: opening the page is audited with the reason. */
export async function getPerson(id: number, reason: string): Promise<SupportPerson> {
  const query = new URLSearchParams({ reason });
  return (await apiRequest(`${apiPath(API.supportPerson, { id })}?${query}`, { schema: supportPersonResponse })).data;
}

/** POST …/sessions/end: one session (sessionId) or, without it, all of them. */
export function endSessions(id: number, reason: string, sessionId?: number) {
  return apiRequest(apiPath(API.supportEndSessions, { id }), { method: 'POST', body: { reason, ...(sessionId ? { session_id: sessionId } : {}) }, schema: endSessionsResponse });
}

/** POST …/limits/lift */
export function liftLimits(id: number, reason: string) {
  return apiRequest(apiPath(API.supportLiftLimits, { id }), { method: 'POST', body: { reason }, schema: liftLimitsResponse });
}

/** POST …/verifications/resend */
export function resendVerification(id: number, reason: string, verificationId: string) {
  return apiRequest(apiPath(API.supportResendVerification, { id }), { method: 'POST', body: { verification_id: verificationId, reason }, schema: resendVerificationResponse });
}

/** POST …/recovery/cancel */
export function cancelRecovery(id: number, reason: string, requestId: string) {
  return apiRequest(apiPath(API.supportCancelRecovery, { id }), { method: 'POST', body: { request_id: requestId, reason }, schema: supportDoneResponse });
}

/** POST …/apps/revoke */
export function revokeApp(id: number, reason: string, clientId: string) {
  return apiRequest(apiPath(API.supportRevokeApp, { id }), { method: 'POST', body: { client_id: clientId, reason }, schema: supportDoneResponse });
}

/** POST …/support-reset: a one-time support code to a contact the person still holds. */
export function supportReset(id: number, request: SupportResetRequest) {
  return apiRequest(apiPath(API.supportReset, { id }), { method: 'POST', body: request, schema: supportResetResponse });
}
