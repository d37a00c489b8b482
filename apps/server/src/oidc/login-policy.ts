import type { KoaContextWithOIDC } from 'oidc-provider';
import { interactionPolicy } from 'oidc-provider';
import type { AppContext } from '../app-context';
import { loginCookieName } from '../modules/sessions/cookie';
import { portalSession } from './portal-session';

const { Check, base } = interactionPolicy;

/**
 * oidc-provider's login and consent prompts, plus one check: the provider's session must belong
 * to the person signed in to the portal. Logging out of the portal, or signing in as someone
 * else, sends the next authorization request to the login screen again.
 */
export function interactionPolicyWithPortalSession(app: AppContext) {
  const policy = base();
  const cookieName = loginCookieName(app.config);
  policy.get('login')?.checks.add(
    new Check('portal_session', 'the portal session ended or belongs to another person', 'login_required', async (ctx: KoaContextWithOIDC) => {
      const accountId = ctx.oidc.session?.accountId;
      if (!accountId) return Check.NO_NEED_TO_PROMPT;
      // Koa would look for a signature cookie: the login cookie is the portal's, unsigned.
      const portal = await portalSession(app, ctx.cookies.get(cookieName, { signed: false }));
      return portal && String(portal.userId) === accountId ? Check.NO_NEED_TO_PROMPT : Check.REQUEST_PROMPT;
    }),
  );
  return policy;
}
