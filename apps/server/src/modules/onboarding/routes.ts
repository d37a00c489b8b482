import { API } from '@portal/contract/http';
import { onboardingPhoneRequest } from '@portal/contract/onboarding-phone';
import {
  cardActivateResponse,
  cardActivationChallenge,
  cardActivationConfirmRequest,
  cardActivationResendRequest,
  cardActivationStartRequest,
  onboardingConfirmRequest,
  onboardingEmailRequest,
  onboardingFinishResponse,
  onboardingPasswordRequest,
  onboardingProfileRequest,
  onboardingResendResponse,
  onboardingSendResponse,
  onboardingStartRequest,
  onboardingStartResponse,
  onboardingStateResponse,
  onboardingTermsRequest,
  onboardingTokenRequest,
} from '@portal/contract/onboarding';
import { variantForHost } from '@portal/contract/variants';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { errorResponses } from '../../lib/api-error';
import { actorOfSession, authOf, publicRoutes, sessionRoutes } from '../../plugins/auth';
import { actorOf } from '../events';
import { signedIn } from '../sign-in';
import { confirmCode, resendCode, sendEmailCode, sendPhoneCode } from './contacts';
import { acceptTerms, saveProfile } from './details';
import { confirmCardActivation, resendCardActivationCode, startCardActivation } from './card-activation-code';
import { finishOnboarding } from './finish';
import { startOnboarding } from './start';
import { openOnboarding, stateOf } from './store';

const tags = ['onboarding'];
/** Every onboarding call may find its token unknown or expired (410) or a step skipped (409). */
const refusals = errorResponses(400, 409, 410, 422, 428, 429);

/** Onboarding: anonymous calls, each carrying the token of POST /api/onboarding/start. */
const onboardingRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const variantOf = (request: FastifyRequest) => variantForHost(request.host, ctx.config.luHostPatterns);

  app.post(API.onboardingStart, {
    schema: {
      tags,
      summary: 'Start with a card number or an invitation code (captcha after 3 failures from one address)',
      body: onboardingStartRequest,
      response: { 200: onboardingStartResponse, ...refusals },
    },
    handler: async (request) => startOnboarding(ctx, request.body, { ip: request.ip, variant: variantOf(request) }),
  });

  app.post(API.onboardingState, {
    schema: { tags, summary: 'The state of an onboarding (after a reload)', body: onboardingTokenRequest, response: { 200: onboardingStateResponse, ...refusals } },
    handler: async (request) => {
      const onboarding = await openOnboarding(ctx, request.body.token, ['card', 'code', 'existing_card']);
      return { state: stateOf(onboarding, ctx.clock.now()) };
    },
  });

  app.post(API.onboardingTerms, {
    schema: { tags, summary: 'Accept the terms and the privacy statement; marketing choices', body: onboardingTermsRequest, response: { 200: onboardingStateResponse, ...refusals } },
    handler: async (request) => ({ state: await acceptTerms(ctx, request.body) }),
  });

  app.post(API.onboardingProfile, {
    schema: { tags, summary: 'Names and the e-mail address of the new account', body: onboardingProfileRequest, response: { 200: onboardingStateResponse, ...refusals } },
    handler: async (request) => ({ state: await saveProfile(ctx, request.body) }),
  });

  app.post(API.onboardingEmail, {
    schema: { tags, summary: 'Send a code to the e-mail address, or keep the invitation’s address', body: onboardingEmailRequest, response: { 200: onboardingSendResponse, ...refusals } },
    handler: async (request) => sendEmailCode(ctx, request.body),
  });

  app.post(API.onboardingEmailResend, {
    schema: { tags, summary: 'A new e-mail code', body: onboardingTokenRequest, response: { 200: onboardingResendResponse, ...refusals } },
    handler: async (request) => ({ resend_in: await resendCode(ctx, request.body.token, 'email') }),
  });

  app.post(API.onboardingEmailConfirm, {
    schema: { tags, summary: 'Confirm the e-mail code', body: onboardingConfirmRequest, response: { 200: onboardingStateResponse, ...refusals } },
    handler: async (request) => ({ state: await confirmCode(ctx, request.body, 'email') }),
  });

  app.post(API.onboardingPhone, {
    schema: { tags, summary: 'Send a code to the phone number', body: onboardingPhoneRequest, response: { 200: onboardingSendResponse, ...refusals } },
    handler: async (request) => sendPhoneCode(ctx, request.body),
  });

  app.post(API.onboardingPhoneResend, {
    schema: { tags, summary: 'A new SMS code', body: onboardingTokenRequest, response: { 200: onboardingResendResponse, ...refusals } },
    handler: async (request) => ({ resend_in: await resendCode(ctx, request.body.token, 'sms') }),
  });

  app.post(API.onboardingPhoneConfirm, {
    schema: { tags, summary: 'Confirm the SMS code', body: onboardingConfirmRequest, response: { 200: onboardingStateResponse, ...refusals } },
    handler: async (request) => ({ state: await confirmCode(ctx, request.body, 'sms') }),
  });

  app.post(API.onboardingPassword, {
    schema: {
      tags,
      summary: 'Choose the password: creates the account, activates the card or spends the invitation, and signs the person in',
      body: onboardingPasswordRequest,
      response: { 200: onboardingFinishResponse, ...refusals },
    },
    handler: async (request, reply) => {
      const { deviceId, ip, userAgent } = actorOf(request, 0, null);
      const { outcome, session } = await finishOnboarding(ctx, request.body, { deviceId, ip, userAgent, variant: variantOf(request) });
      // As every sign-in answers: the login cookie for the browser, the token for API clients.
      return { outcome, ...(await signedIn(request, reply, ctx, session)) };
    },
  });
};

/** The two-factor validation code modal: a signed-in person activates a new card. */
const cardRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const actorWithSession = (request: FastifyRequest) => ({ ...actorOfSession(request), sessionId: authOf(request).sessionId });
  app.post(API.cardActivation, {
    schema: {
      tags,
      summary: 'Start activating a card (typed, or of an existing_card token): sends a code to the person',
      body: cardActivationStartRequest,
      response: { 200: cardActivationChallenge, ...errorResponses(400, 401, 410, 422, 429) },
    },
    handler: async (request) => startCardActivation(ctx, actorWithSession(request), request.body),
  });
  app.post(API.cardActivationResend, {
    schema: { tags, summary: 'Send the card activation code again', body: cardActivationResendRequest, response: { 200: onboardingResendResponse, ...errorResponses(400, 401, 429) } },
    handler: async (request) => ({ resend_in: await resendCardActivationCode(ctx, actorWithSession(request), request.body.payload) }),
  });
  app.post(API.cardActivationConfirm, {
    schema: { tags, summary: 'Confirm the code: activates the card for the account', body: cardActivationConfirmRequest, response: { 200: cardActivateResponse, ...errorResponses(400, 401, 429) } },
    handler: async (request) => confirmCardActivation(ctx, actorWithSession(request), request.body),
  });
};

export const onboardingApiRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  await app.register(publicRoutes(onboardingRoutes), ctx);
  await app.register(sessionRoutes(cardRoutes), ctx);
};
