import { captchaChallengeResponse } from '@portal/contract/captcha';
import { API } from '@portal/contract/http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { publicRoutes } from '../../plugins/auth';
import { newChallenge } from './service';

/** Anonymous: the login page asks for a challenge once the server wants a captcha. */
export const captchaRoutes: FastifyPluginAsyncZod<AppContext> = publicRoutes(async (app, ctx) => {
  app.get(API.captchaChallenge, {
    schema: { tags: ['sign-in'], summary: 'A proof-of-work challenge for the ALTCHA widget (valid 10 minutes, once)', response: { 200: captchaChallengeResponse } },
    handler: async () => newChallenge(ctx),
  });
});
