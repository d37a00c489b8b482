import type Provider from 'oidc-provider';
import type { KoaContextWithOIDC } from 'oidc-provider';
import { DEVICE_ID_HEADER } from '@portal/contract/http';
import { OAUTH } from '@portal/contract/oauth';
import type { Variant } from '@portal/contract/variants';
import type { AppContext } from '../app-context';
import { loginCookieName } from '../config/cookie-names';
import { portalSession, type PortalSession } from './portal-session';
import { logoutSource } from './provider-pages';
import { endSession, loginCookieAttributes } from '../modules/sessions';

/**
 * RP-initiated logout signs the person out of the portal as well: once they confirm on the
 * provider's logout page, the portal session ends and the login cookie is cleared. The provider
 * also logs its own session out when a different person signs in during an authorization; that
 * confirm returns to the authorization endpoint and must leave the new portal session alone.
 */
type Middleware = Parameters<Provider['use']>[0];

export function endPortalSessionOnLogout(ctx: AppContext): Middleware {
  const name = loginCookieName(ctx.config);
  return async (kctx, next) => {
    await next();
    const oidc = (kctx as { oidc?: { route?: string; params?: { logout?: unknown } } }).oidc;
    if (oidc?.route !== 'end_session_confirm' || kctx.status !== 303 || !oidc.params?.logout) return;
    const here = new URL(kctx.href);
    const after = new URL(kctx.response.get('location'), here);
    if (after.origin === here.origin && after.pathname.startsWith(`${OAUTH.authorization}/`)) return;
    const portal = await portalSession(ctx, kctx.cookies.get(name, { signed: false }));
    if (portal) {
      const device = kctx.get(DEVICE_ID_HEADER);
      const actor = { userId: portal.userId, sessionId: portal.id, deviceId: device ? device.slice(0, 64) : null, ip: kctx.ip, userAgent: kctx.get('user-agent') || null };
      await endSession(ctx.db, ctx.clock, actor);
    }
    const { domain, path, sameSite, secure, httpOnly } = loginCookieAttributes(ctx.config, kctx.hostname);
    kctx.cookies.set(name, null, { domain, path, sameSite, secure, httpOnly, signed: false, overwrite: true });
  };
}

/**
 * oidc-provider signs out without asking when the browser holds no provider session: its logout
 * page submits itself. The portal session would end with it, so a link on any site could sign a
 * person out (issue 32). The provider's question is asked instead, unless a valid id_token_hint
 * names this portal session: the provider has checked its signature and audience; its sub and
 * auth_time must be the session's person and sign-in time (another session's token names another
 * time). With a provider session the provider asks by itself.
 */
export function askBeforeLogout(ctx: AppContext, variant: Variant): Middleware {
  const name = loginCookieName(ctx.config);
  return async (kctx, next) => {
    await next();
    const { oidc } = kctx as unknown as KoaContextWithOIDC;
    if (oidc?.route !== 'end_session' || kctx.status !== 200 || oidc.session?.accountId) return;
    const hint = (oidc.entities.IdTokenHint as { payload?: { sub?: unknown; auth_time?: unknown } } | undefined)?.payload;
    if (hint && namesSession(hint, await portalSession(ctx, kctx.cookies.get(name, { signed: false })))) return;
    const secret = (oidc.session?.state as { secret?: string } | undefined)?.secret ?? '';
    // The form the provider gives its own question page (lib/actions/end_session.js).
    const form = `<form id="op.logoutForm" method="post" action="${oidc.urlFor('end_session_confirm')}"><input type="hidden" name="xsrf" value="${secret}"/></form>`;
    await logoutSource(variant)(kctx as unknown as KoaContextWithOIDC, form);
  };
}

function namesSession(hint: { sub?: unknown; auth_time?: unknown }, portal: PortalSession | null): boolean {
  return portal !== null && hint.sub === String(portal.userId) && hint.auth_time === Math.floor(portal.createdAt / 1000);
}
