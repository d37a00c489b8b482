import type Provider from 'oidc-provider';
import { DEVICE_ID_HEADER } from '@portal/contract/http';
import { OAUTH } from '@portal/contract/oauth';
import type { AppContext } from '../app-context';
import { loginCookieName } from '../config/cookie-names';
import { portalSession } from './portal-session';
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
