import type { KoaContextWithOIDC } from 'oidc-provider';
import { interactionPolicy } from 'oidc-provider';
import type { AppContext } from '../app-context';
import { loginCookieName } from '../config/cookie-names';
import { portalSession } from './portal-session';
import { forcedSetupDue } from '../modules/mfa';

const { Check, base } = interactionPolicy;

/** The login check of forced MFA: the interaction route sends the person to the set-up. */
export const FORCED_SETUP_REASON = 'forced_mfa_setup';

/**
 * oidc-provider's login and consent prompts, plus one check: the provider's session must belong
 * to the person signed in to the portal. Logging out of the portal, or signing in as someone
 * else, sends the next authorization request to the login screen again. A second check holds
 * back the sign-in of a forced-MFA account into the portal's own apps until its set-up is done.
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
  // Without it, an app of the portal would get a finished sign-in from the provider's own session.
  policy.get('login')?.checks.add(
    new Check(FORCED_SETUP_REASON, 'the account must set up its second factors first', 'login_required', async (ctx: KoaContextWithOIDC) => {
      const accountId = ctx.oidc.session?.accountId;
      if (!accountId || !/^\d{1,15}$/.test(accountId)) return Check.NO_NEED_TO_PROMPT;
      const due = await forcedSetupDue(app.db, Number(accountId), ctx.oidc.client?.clientId ?? null);
      return due ? Check.REQUEST_PROMPT : Check.NO_NEED_TO_PROMPT;
    }),
  );
  return policy;
}
