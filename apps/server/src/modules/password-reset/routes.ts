import { API } from '@portal/contract/http';
import { authenticationOptionsResponse } from '@portal/contract/passkeys';
import {
  forgotPasswordConfirmRequest,
  forgotPasswordRequest,
  forgotPasswordResendRequest,
  forgotPasswordResponse,
  resetFactorConfirmRequest,
  resetFactorSendRequest,
  resetFactorSendResponse,
  resetLinkRequest,
  resetPasskeyConfirmRequest,
  resetPasskeyOptionsRequest,
  resetPasswordRequest,
  resetStepResponse,
} from '@portal/contract/password-reset';
import { variantForHost } from '@portal/contract/variants';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { errorResponses } from '../../lib/api-error';
import { publicRoutes } from '../../plugins/auth';
import type { OutgoingMessage } from '../delivery';
import { relyingPartyFor } from '../passkeys';
import { requestOrigin } from '../sign-in';
import { confirmResetCode, openResetLink } from './code';
import { confirmResetPasskey, resetPasskeyOptions } from './passkey';
import { resetPassword } from './reset';
import { confirmResetFactor, sendResetFactor } from './second-factor';
import { resendForgotPassword, startForgotPassword, type ResetOrigin } from './start';

const tags = ['password-reset'];

/** The forgotten-password flow: anonymous calls, each step bound to the device that started it. */
const resetRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const origin = (request: FastifyRequest): ResetOrigin => {
    const { deviceId, ip, userAgent } = requestOrigin(request, ctx.config);
    return { deviceId, ip, userAgent };
  };
  const relyingParty = relyingPartyFor(ctx.config);
  // Not awaited: the answer does not wait for (or reveal) whether a message goes out.
  const deliverLater = (log: FastifyBaseLogger, messages: OutgoingMessage[]) => {
    for (const message of messages) void ctx.delivery.send(message).catch((err: unknown) => log.error({ err }, 'password reset code not delivered'));
  };

  app.post(API.forgotPassword, {
    schema: {
      tags,
      summary: 'Send a reset code to an e-mail address or phone number; the same answer whether or not an account uses it',
      body: forgotPasswordRequest,
      response: { 200: forgotPasswordResponse, ...errorResponses(400, 428, 429) },
    },
    handler: async (request) => {
      const started = await startForgotPassword(ctx, request.body, origin(request));
      deliverLater(request.log, started.messages);
      return started.answer;
    },
  });

  app.post(API.forgotPasswordResend, {
    schema: {
      tags,
      summary: 'A new code by e-mail or by SMS: a new payload, the masked recipient',
      body: forgotPasswordResendRequest,
      response: { 200: forgotPasswordResponse, ...errorResponses(400, 429) },
    },
    handler: async (request) => {
      const started = await resendForgotPassword(ctx, request.body, origin(request), variantForHost(request.host, ctx.config.luHostPatterns));
      deliverLater(request.log, started.messages);
      return started.answer;
    },
  });

  app.post(API.forgotPasswordConfirm, {
    schema: {
      tags,
      summary: 'Confirm the code: the next payload, and the second factor still due, if any',
      body: forgotPasswordConfirmRequest,
      response: { 200: resetStepResponse, ...errorResponses(400, 429) },
    },
    handler: async (request) => confirmResetCode(ctx, request.body, origin(request)),
  });

  app.post(API.resetPasswordLink, {
    schema: {
      tags,
      summary: 'Open an e-mailed reset link ("This wasn\'t me"): the next payload and the second factor due',
      body: resetLinkRequest,
      response: { 200: resetStepResponse, ...errorResponses(400) },
    },
    handler: async (request) => openResetLink(ctx, request.body, origin(request)),
  });

  app.post(API.resetPasswordMfaSend, {
    schema: {
      tags,
      summary: 'Pick the second factor of a reset: e-mail and SMS get a code',
      body: resetFactorSendRequest,
      response: { 200: resetFactorSendResponse, ...errorResponses(400, 429) },
    },
    handler: async (request) => sendResetFactor(ctx, request.body, origin(request)),
  });

  app.post(API.resetPasswordMfaConfirm, {
    schema: {
      tags,
      summary: 'Confirm the second factor of a reset: the payload of the password step',
      body: resetFactorConfirmRequest,
      response: { 200: resetStepResponse, ...errorResponses(400, 429) },
    },
    handler: async (request) => confirmResetFactor(ctx, request.body, origin(request)),
  });

  app.post(API.resetPasswordMfaPasskeyOptions, {
    schema: {
      tags,
      summary: 'Assertion options for the passkeys of the account whose password is reset',
      body: resetPasskeyOptionsRequest,
      response: { 200: authenticationOptionsResponse, ...errorResponses(400, 429) },
    },
    handler: async (request) => resetPasskeyOptions(ctx, request.body.payload, origin(request).deviceId, relyingParty(request.host)),
  });

  app.post(API.resetPasswordMfaPasskey, {
    schema: {
      tags,
      summary: 'A passkey as the second factor of a reset: the payload of the password step',
      body: resetPasskeyConfirmRequest,
      response: { 200: resetStepResponse, ...errorResponses(400, 429) },
    },
    handler: async (request) => confirmResetPasskey(ctx, request.body, origin(request)),
  });

  app.post(API.resetPassword, {
    schema: {
      tags,
      summary: 'Set the new password: every session of the account ends and every channel is told',
      body: resetPasswordRequest,
      response: { 200: z.object({ sessions_ended: z.number().int() }), ...errorResponses(400, 429) },
    },
    handler: async (request) => {
      const { sessionsEnded } = await resetPassword(ctx, request.body, origin(request));
      return { sessions_ended: sessionsEnded };
    },
  });
};

export const passwordResetRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  await app.register(publicRoutes(resetRoutes), ctx);
};
