import { API } from '@portal/contract/http';
import { notificationIdParams, notificationListResponse, notMeRequest, notMeResponse } from '@portal/contract/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { errorResponses } from '../../lib/api-error';
import { actorOfSession, authOf, publicRoutes, sessionRoutes } from '../../plugins/auth';
import { actorOf } from '../events';
import { clearLoginCookie } from '../sessions';
import { markAllRead } from './repo';
import { secureByLink, secureByNotice, secureBySignIn } from './secure-account';
import { linkOrigin } from '../../config/hosts';
import { listNotifications } from './service';

const noContent = z.undefined().describe('No content');

/** The signed-in person's notices: list, mark read, and "This wasn't me" on a new-device notice. */
const ownerRoutes: FastifyPluginAsyncZod<AppContext> = sessionRoutes(async (app, ctx) => {
  app.get(API.notifications, {
    schema: { tags: ['notifications'], summary: 'The account’s security notices, newest first', response: { 200: notificationListResponse, ...errorResponses(401) } },
    handler: async (request) => listNotifications(ctx.db, authOf(request).userId),
  });

  app.post(API.notificationsRead, {
    schema: { tags: ['notifications'], summary: 'Mark every notice read (the page calls it once it has shown them)', response: { 204: noContent, ...errorResponses(401) } },
    handler: async (request, reply) => {
      await markAllRead(ctx.db, authOf(request).userId, ctx.clock.now());
      return reply.code(204).send();
    },
  });

  app.post(API.notificationNotMe, {
    schema: {
      tags: ['notifications'],
      summary: '“This wasn’t me” on a new-device notice: sign out everywhere, untrust devices, revoke apps, e-mail a password reset',
      params: notificationIdParams,
      response: { 200: notMeResponse, ...errorResponses(400, 401, 404) },
    },
    handler: async (request, reply) => {
      const answer = await secureByNotice(ctx, actorOfSession(request), request.params.id, linkOrigin(ctx.config, request.hostname));
      clearLoginCookie(reply, ctx.config, request.hostname);
      return answer;
    },
  });

  app.post(API.securityEventNotMe, {
    schema: {
      tags: ['notifications'],
      summary: '“This wasn’t me” on a sign-in of the security history: the same as on a new-device notice',
      params: notificationIdParams,
      response: { 200: notMeResponse, ...errorResponses(400, 401, 404) },
    },
    handler: async (request, reply) => {
      const answer = await secureBySignIn(ctx, actorOfSession(request), request.params.id, linkOrigin(ctx.config, request.hostname));
      clearLoginCookie(reply, ctx.config, request.hostname);
      return answer;
    },
  });
});

/** The e-mail's link: the token proves the mailbox, no session needed. A POST, from a confirmation page. */
const linkRoutes: FastifyPluginAsyncZod<AppContext> = publicRoutes(async (app, ctx) => {
  app.post(API.notMe, {
    schema: {
      tags: ['notifications'],
      summary: '“This wasn’t me” from the new-device e-mail (single-use token, 7 days)',
      body: notMeRequest,
      response: { 200: notMeResponse, ...errorResponses(400, 429) },
    },
    handler: async (request) => {
      const { deviceId, ip, userAgent } = actorOf(request, 0, null);
      return secureByLink(ctx, request.body.token, { deviceId, ip, userAgent }, linkOrigin(ctx.config, request.hostname));
    },
  });
});

export const notificationRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  await app.register(ownerRoutes, ctx);
  await app.register(linkRoutes, ctx);
};
