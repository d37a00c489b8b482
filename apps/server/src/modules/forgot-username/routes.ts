import { forgotUsernameRequest, forgotUsernameResponse } from '@portal/contract/forgot-username';
import { API } from '@portal/contract/http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { errorResponses } from '../../lib/api-error';
import { publicRoutes } from '../../plugins/auth';
import { actorOf } from '../events';
import { lookUpUsernames } from './service';

/** Anonymous, like the login page that links here; a solved captcha comes with every call. */
export const forgotUsernameRoutes: FastifyPluginAsyncZod<AppContext> = publicRoutes(async (app, ctx) => {
  app.post(API.userForgotUsername, {
    schema: {
      tags: ['sign-in'],
      summary: 'Forgotten username: the masked e-mail addresses and phone numbers of the account(s) with this card or national register number',
      description:
        'Exactly one of card_number (16 digits, 5065) and national_register_number (11 digits, mod-97), and a solved ALTCHA payload in captcha, spent once. ' +
        'An empty list when nothing matches. 400 captcha.invalid without a valid, unspent captcha; 429 auth.too_many_attempts after 10 look-ups per IP per hour.',
      body: forgotUsernameRequest,
      response: { 200: forgotUsernameResponse, ...errorResponses(400, 429) },
    },
    handler: async (request) => lookUpUsernames(ctx, request.body, { ip: request.ip, actorFor: (userId) => actorOf(request, userId, null) }),
  });
});
