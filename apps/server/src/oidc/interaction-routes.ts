import { OAUTH } from '@portal/contract/oauth';
import { text } from '@portal/contract/fields';
import { safeLocalPath } from '@portal/contract/redirect';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Interaction } from 'oidc-provider';
import { z } from 'zod';
import { clearLoginCookie, loginCookieName } from '../modules/sessions/cookie';
import { endSession } from '../modules/sessions/service';
import type { OidcContext } from './context';
import { errorPage } from './pages';
import { portalSession, type PortalSession } from './portal-session';

/** Reasons that only say "nobody is signed in here yet": the portal session answers them. */
const SESSION_REASONS = new Set(['no_session', 'portal_session']);

/**
 * Anything else (prompt=login, max_age, an id_token_hint for someone else) asks for a sign-in
 * made after the app's request began; a fresh sign-in answers every such reason, so no loop.
 */
function needsFreshLogin(interaction: Interaction, portal: PortalSession): boolean {
  const demanding = interaction.prompt.reasons.some((reason) => !SESSION_REASONS.has(reason));
  return demanding && portal.createdAt < interaction.iat * 1000;
}

/** The SPA's login, remembering the interaction, with client_id and redirect_uri for the title. */
function loginAddress(interaction: Interaction): string {
  const target = new URLSearchParams();
  for (const key of ['client_id', 'redirect_uri'] as const) {
    const value = interaction.params[key];
    if (typeof value === 'string') target.set(key, value);
  }
  const remembered = safeLocalPath(`${OAUTH.interaction}/${interaction.uid}?${target}`);
  return `/login/email?${new URLSearchParams({ redirect: remembered })}`;
}

/**
 * GET /oauth/interaction/:uid, where oidc-provider sends the browser when it needs the person.
 * A server route, so that the provider's interaction cookie (scoped to this path) comes along:
 * a login is answered with the portal session or sent to the SPA's login, which comes back here;
 * consent is asked on the SPA's /approve.
 */
export const interactionRoutes: FastifyPluginAsyncZod<OidcContext> = async (app, ctx) => {
  const cookieName = loginCookieName(ctx.config);

  const expired = (request: FastifyRequest, reply: FastifyReply) =>
    reply.code(400).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(errorPage(request.headers['accept-language'], 'expired'));

  app.get(`${OAUTH.interaction}/:uid`, {
    schema: { hide: true, params: z.object({ uid: text(64) }) },
    handler: async (request, reply) => {
      const provider = ctx.oidc.provider();
      const interaction = await provider.interactionDetails(request.raw, reply.raw).catch(() => null);
      if (!interaction || interaction.uid !== request.params.uid) return expired(request, reply);
      const portal = await portalSession(ctx, request.cookies[cookieName]);
      reply.header('cache-control', 'no-store');

      if (interaction.prompt.name === 'login') {
        if (portal && !needsFreshLogin(interaction, portal)) {
          reply.hijack();
          const login = { accountId: String(portal.userId), ts: Math.floor(portal.createdAt / 1000) };
          return provider.interactionFinished(request.raw, reply.raw, { login }, { mergeWithLastSubmission: false });
        }
        if (portal) {
          await endSession(ctx.db, ctx.clock, portal.id);
          clearLoginCookie(reply, ctx.config, request.hostname);
        }
        return reply.redirect(loginAddress(interaction), 303);
      }
      if (interaction.prompt.name === 'consent' && portal && String(portal.userId) === interaction.session?.accountId) {
        return reply.redirect(`/approve?${new URLSearchParams({ interaction: interaction.uid })}`, 303);
      }
      return expired(request, reply);
    },
  });
};
