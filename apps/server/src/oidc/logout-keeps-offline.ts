import type Provider from 'oidc-provider';
import type { KoaContextWithOIDC } from 'oidc-provider';

/**
 * At end_session oidc-provider revokes every token under an app's grant (offline ones of other
 * browsers too: the grant is one per account and app) unless the app's authorization in the
 * session is marked persistsLogout, which it sets only for an authorization with offline_access.
 * The portal's rule for a sign-out is the same whichever way it comes (docs/integrating.md, "What
 * ends a partner's tokens"): the session's bound tokens end with the session (the provider refuses
 * them once it is gone, checkSessionBinding), offline ones stay. So every authorization is marked,
 * before the provider saves its session (it does so after answering, and always for a session it
 * had already).
 */
export function keepOfflineTokensAtLogout(provider: Provider): void {
  provider.on('authorization.success', (kctx: KoaContextWithOIDC) => {
    const { session, client } = kctx.oidc;
    if (!session || !client) return;
    session.authorizationFor(client.clientId).persistsLogout = true;
    // A nested change goes unseen by the provider's session proxy: a new session must still be saved.
    (session as { touched?: boolean }).touched = true;
  });
}
