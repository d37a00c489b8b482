import type { Variant } from '@portal/contract/variants';
import type Provider from 'oidc-provider';
import type { KoaContextWithOIDC } from 'oidc-provider';
import type { AppContext } from '../app-context';
import { loginCookieName } from '../config/cookie-names';
import { portalSession } from './portal-session';
import { linkPartnerSession } from '../modules/sessions';

type Middleware = Parameters<Provider['use']>[0];

/**
 * After every successful authorization (a login through the interaction, or single sign-on on
 * the provider's session), links the portal session of the login cookie to the provider session
 * the app signed in through, with the sid and sub its ID tokens carry: when the portal session
 * ends, that provider session ends with it and the app is told (modules/sessions ending.ts). The
 * devices list shows the app among the session's services. Runs once the provider has answered
 * and saved its session; the login policy has checked that both belong to the same person.
 */
export function linkSessionsOnAuthorization(ctx: AppContext, provider: Provider, variant: Variant): Middleware {
  const authorized = new WeakSet<object>();
  provider.on('authorization.success', (kctx: KoaContextWithOIDC) => void authorized.add(kctx));
  const name = loginCookieName(ctx.config);
  return async (kctx, next) => {
    await next();
    if (!authorized.has(kctx)) return;
    const { session, client } = (kctx as unknown as KoaContextWithOIDC).oidc;
    const sid = client ? session?.sidFor(client.clientId) : undefined;
    if (!client || !session?.accountId || !sid) return;
    const portal = await portalSession(ctx, kctx.cookies.get(name, { signed: false }));
    if (!portal || String(portal.userId) !== session.accountId) return;
    await linkPartnerSession(ctx.db, { sessionId: portal.id, clientId: client.clientId, providerSessionUid: session.uid, sid, sub: session.accountId, variant }, ctx.clock.now());
  };
}
