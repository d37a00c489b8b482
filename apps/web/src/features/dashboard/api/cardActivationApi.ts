import { API } from '@portal/contract/http';
import { cardActivateResponse, cardActivationChallenge, onboardingResendResponse, type CardActivationStartRequest } from '@portal/contract/onboarding';
import { apiRequest } from '../../../lib/api/client';

/** The validation code modal's calls (signed in): start with a card or a kept token, resend, confirm. */
export const startCardActivation = (body: CardActivationStartRequest) =>
  apiRequest(API.cardActivation, { method: 'POST', body, schema: cardActivationChallenge });

export const resendCardActivation = (payload: string) =>
  apiRequest(API.cardActivationResend, { method: 'POST', body: { payload }, schema: onboardingResendResponse });

export const confirmCardActivation = (payload: string, code: string) =>
  apiRequest(API.cardActivationConfirm, { method: 'POST', body: { payload, code }, schema: cardActivateResponse });
