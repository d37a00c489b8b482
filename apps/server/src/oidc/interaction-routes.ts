import { APPROVE_PATH, LOGIN_PATH, SETUP_MFA_PATH } from '@portal/contract/spa-paths';
import { OAUTH } from '@portal/contract/oauth';
import { text } from '@portal/contract/fields';
import { safeLocalPath } from '@portal/contract/redirect';
import { variantForHost } from '@portal/contract/variants';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Interaction } from 'oidc-provider';
import { z } from 'zod';
import { loginCookieName } from '../config/cookie-names';
import { publicRoutes } from '../plugins/auth';
import type { OidcContext } from './context';
import { FORCED_SETUP_REASON } from './login-policy';
import { errorPageAddress } from './pages';
import { portalSession, type PortalSession } from './portal-session';
import { forcedSetupDue } from '../modules/mfa';

/** Reasons that only say "nobody is signed in here yet": the portal session answers them. */
const SESSION_REASONS = new Set(['no_session', 'portal_session', FORCED_SETUP_REASON]);

/**
 * Anything else asks for a recent sign-in. max_age: one within that many seconds. prompt=login,
 * an id_token_hint for someone else: one made after the app's request began. The provider stamps
 * the request in whole seconds, so only a session begun in a later second counts: one of the same
 * second may be older than the request (comparing milliseconds with a truncated second let it
 * through). A fresh sign-in answers every such reason, so no loop.
 */
function needsFreshLogin(interaction: Interaction, portal: PortalSession, now: number): boolean {
  const demands = interaction.prompt.reasons.filter((reason) => !SESSION_REASONS.has(reason));
  if (demands.length === 0) return false;
  const maxAge = Number(interaction.params.max_age);
  if (demands.every((reason) => reason === 'max_age') && Number.isInteger(maxAge)) return portal.createdAt + maxAge * 1000 < now;
  return Math.floor(portal.createdAt / 1000) <= interaction.iat;
}

/** Where the SPA comes back to: this route, with client_id and redirect_uri for its title and rules. */
function interactionTarget(interaction: Interaction): string {
  const target = new URLSearchParams();
  for (const key of ['client_id', 'redirect_uri'] as const) {
    const value = interaction.params[key];
    if (typeof value === 'string') target.set(key, value);
  }
  return safeLocalPath(`${OAUTH.interaction}/${interaction.uid}?${target}`);
}

/** The SPA's login, remembering the interaction. */
function loginAddress(interaction: Interaction): string {
  return `${LOGIN_PATH}?${new URLSearchParams({ redirect: interactionTarget(interaction) })}`;
}

/** The SPA's forced MFA set-up, which loads the interaction again once the methods exist. */
function setupAddress(interaction: Interaction): string {
  return `${SETUP_MFA_PATH}?${new URLSearchParams({ redirect: interactionTarget(interaction) })}`;
}

/**
 * GET /oauth/interaction/:uid, where oidc-provider sends the browser when it needs the person.
 * A server route, so that the provider's interaction cookie (scoped to this path) comes along:
 * a login is answered with the portal session or sent to the SPA's login, which comes back here;
 * a forced-MFA account of the portal's own clients first goes through the SPA's set-up, which
 * comes back here too; consent is asked on the SPA's /approve.
 */
export const interactionRoutes: FastifyPluginAsyncZod<OidcContext> = publicRoutes(async (app, ctx) => {
  const cookieName = loginCookieName(ctx.config);

  const expired = (_request: FastifyRequest, reply: FastifyReply) => reply.header('cache-control', 'no-store').redirect(errorPageAddress('expired'), 303);

  app.get(`${OAUTH.interaction}/:uid`, {
    schema: { hide: true, params: z.object({ uid: text(64) }) },
    handler: async (request, reply) => {
      const provider = ctx.oidc.provider(variantForHost(request.host, ctx.config.luHostPatterns));
      const interaction = await provider.interactionDetails(request.raw, reply.raw).catch(() => null);
      if (!interaction || interaction.uid !== request.params.uid) return expired(request, reply);
      const portal = await portalSession(ctx, request.cookies[cookieName]);
      reply.header('cache-control', 'no-store');

      if (interaction.prompt.name === 'login') {
        // prompt=login and max_age ask for the password again for this authorization only: the
        // portal session stays (a cross-site link must not be able to log anyone out).
        if (!portal || needsFreshLogin(interaction, portal, ctx.clock.now())) return reply.redirect(loginAddress(interaction), 303);
        const clientId = typeof interaction.params.client_id === 'string' ? interaction.params.client_id : null;
        if (await forcedSetupDue(ctx.db, portal.userId, clientId)) return reply.redirect(setupAddress(interaction), 303);
        reply.hijack();
        const login = { accountId: String(portal.userId), ts: Math.floor(portal.createdAt / 1000) };
        return provider.interactionFinished(request.raw, reply.raw, { login }, { mergeWithLastSubmission: false });
      }
      if (interaction.prompt.name === 'consent' && portal && String(portal.userId) === interaction.session?.accountId) {
        return reply.redirect(`${APPROVE_PATH}?${new URLSearchParams({ interaction: interaction.uid })}`, 303);
      }
      return expired(request, reply);
    },
  });
});
