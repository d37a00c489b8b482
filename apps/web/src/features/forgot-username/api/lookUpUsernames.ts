import { forgotUsernameRequest, forgotUsernameResponse, type ForgotUsernameRequest, type ForgotUsernameResponse } from '@portal/contract/forgot-username';
import { API } from '@portal/contract/http';
import { apiRequest } from '../../../lib/api/client';

/** POST /api/user/forgot-username: the masked usernames of the card or national register number. */
export function lookUpUsernames(request: ForgotUsernameRequest): Promise<ForgotUsernameResponse> {
  return apiRequest(API.userForgotUsername, { method: 'POST', body: forgotUsernameRequest.parse(request), schema: forgotUsernameResponse });
}
