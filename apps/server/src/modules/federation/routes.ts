import { HOME_PATH, LOGIN_PATH } from '@portal/contract/spa-paths';
import { FEDERATION } from '@portal/contract/oauth';
import { text } from '@portal/contract/fields';

import { safeLocalPath } from '@portal/contract/redirect';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { logAsAccount, publicRoutes } from '../../plugins/auth';
import { FLOW_COOKIE, openFlow, sealFlow } from './flow-cookie';
import { FederationError, finishUpstreamLogin, startUpstreamLogin } from './service';
import { upstreamProvider } from './upstream';
import { setLoginCookie } from '../sessions';
import { userAgentOf } from '../../lib/actor';

/**
 * "Sign in with Microsoft" (specification, beta modal): browser navigations, not API calls. Any
 * failure returns to the login page with a notice the SPA translates.
 */
export const federationRoutes: FastifyPluginAsyncZod<AppContext> = publicRoutes(async (app, ctx) => {
  const settings = ctx.config.upstreamOidc;
  if (!settings) return;
  const upstream = upstreamProvider(settings);
  const cookie = { path: FEDERATION.callback, httpOnly: true, sameSite: 'lax' as const, secure: ctx.config.secure };
  const loginWithNotice = (notice: string, redirect?: string) => {
    const target = safeLocalPath(redirect);
    return `${LOGIN_PATH}?${new URLSearchParams({ notice, ...(target !== HOME_PATH ? { redirect: target } : {}) })}`;
  };

  app.get(FEDERATION.start, {
    schema: { hide: true, querystring: z.object({ redirect: z.optional(text(4000)) }) },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        const { url, flow } = await startUpstreamLogin(ctx, upstream, request.query.redirect);
        reply.setCookie(FLOW_COOKIE, sealFlow(ctx.config.appSecret, flow), { ...cookie, maxAge: 600 });
        return reply.redirect(url, 303);
      } catch (error) {
        if (!(error instanceof FederationError)) throw error;
        request.log.warn({ err: error.cause }, 'upstream sign-in could not start');
        return reply.redirect(loginWithNotice(error.notice, request.query.redirect), 303);
      }
    },
  });

  app.get(FEDERATION.callback, {
    schema: { hide: true, querystring: z.record(z.string(), text(4000)) },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const flow = openFlow(ctx.config.appSecret, request.cookies[FLOW_COOKIE], ctx.clock.now());
      reply.clearCookie(FLOW_COOKIE, cookie);
      if (!flow) return reply.redirect(loginWithNotice('federation.failed'), 303);
      try {
        const callbackUrl = new URL(request.url, ctx.config.publicUrl);
        const { session, redirect } = await finishUpstreamLogin(ctx, upstream, callbackUrl, flow, {
          userAgent: userAgentOf(request),
          ip: request.ip,
        });
        logAsAccount(request, reply, session.origin.userId);
        setLoginCookie(reply, ctx.config, request.hostname, session.token);
        return reply.redirect(redirect, 303);
      } catch (error) {
        if (!(error instanceof FederationError)) throw error;
        request.log.warn({ err: error.cause, notice: error.notice }, 'upstream sign-in failed');
        return reply.redirect(loginWithNotice(error.notice, flow.redirect), 303);
      }
    },
  });
});
