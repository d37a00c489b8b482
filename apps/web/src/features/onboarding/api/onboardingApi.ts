import {
  onboardingFinishResponse,
  onboardingResendResponse,
  onboardingSendResponse,
  onboardingStartResponse,
  onboardingStateResponse,
  type OnboardingPasswordRequest,
  type OnboardingProfileRequest,
  type OnboardingStartRequest,
  type OnboardingTermsRequest,
} from '@portal/contract/onboarding';
import { API } from '@portal/contract/http';
import { apiRequest } from '../../../lib/api/client';
import { currentLanguage } from '../../../lib/i18n/i18n';

/** The onboarding calls (all public; each carries the onboarding token in its body). */
const paths = {
  start: API.onboardingStart,
  state: API.onboardingState,
  terms: API.onboardingTerms,
  profile: API.onboardingProfile,
  email: API.onboardingEmail,
  emailResend: API.onboardingEmailResend,
  emailConfirm: API.onboardingEmailConfirm,
  phone: API.onboardingPhone,
  phoneResend: API.onboardingPhoneResend,
  phoneConfirm: API.onboardingPhoneConfirm,
  password: API.onboardingPassword,
} as const;

const post = (body: unknown) => ({ method: 'POST' as const, body });

/** The page's language goes along: the codes and notices of this onboarding are sent in it. */
export const startOnboarding = (body: OnboardingStartRequest) =>
  apiRequest(paths.start, { ...post({ ...body, language: currentLanguage() }), schema: onboardingStartResponse });

export const getOnboardingState = (token: string) =>
  apiRequest(paths.state, { ...post({ token }), schema: onboardingStateResponse });

export const acceptTerms = (body: OnboardingTermsRequest) =>
  apiRequest(paths.terms, { ...post(body), schema: onboardingStateResponse });

export const saveProfile = (body: OnboardingProfileRequest) =>
  apiRequest(paths.profile, { ...post(body), schema: onboardingStateResponse });

/** Sends the e-mail code, or with keep the invitation's own address counts as proven (no code). */
export const sendEmailCode = (token: string, keep?: boolean) =>
  apiRequest(paths.email, { ...post({ token, keep }), schema: onboardingSendResponse });

export const sendPhoneCode = (token: string, phone: string) =>
  apiRequest(paths.phone, { ...post({ token, phone }), schema: onboardingSendResponse });

export const resendCode = (token: string, channel: 'email' | 'sms') => {
  const path = channel === 'email' ? paths.emailResend : paths.phoneResend;
  return apiRequest(path, { ...post({ token }), schema: onboardingResendResponse });
};

export const confirmCode = (token: string, channel: 'email' | 'sms', code: string) => {
  const path = channel === 'email' ? paths.emailConfirm : paths.phoneConfirm;
  return apiRequest(path, { ...post({ token, code }), schema: onboardingStateResponse });
};

export const finishOnboarding = (body: OnboardingPasswordRequest) =>
  apiRequest(paths.password, { ...post(body), schema: onboardingFinishResponse });
