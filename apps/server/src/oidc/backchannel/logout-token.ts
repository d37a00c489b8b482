import type Provider from 'oidc-provider';

export type ProviderClient = InstanceType<Provider['Client']>;

export const BACKCHANNEL_LOGOUT_EVENT = 'http://schemas.openid.net/event/backchannel-logout';

/**
 * A logout token (Back-Channel Logout 1.0 section 2.4), built as oidc-provider's own
 * Client#backchannelLogout builds it: iss, aud (the client), iat, exp (2 minutes), jti, sub, sid
 * and the event, no nonce, typ logout+jwt, signed with the client's ID token algorithm. Signed at
 * each attempt (a retry a day later must not carry an expired token) with the logout's stable jti.
 */
export async function signLogoutToken(provider: Provider, client: ProviderClient, logout: { sub: string; sid: string; jti: string }): Promise<string> {
  const token = new provider.IdToken({ sub: logout.sub }, { client, ctx: undefined });
  // The claims the token may carry: sub only (the provider's Claims mask), then the extras.
  (token as unknown as { mask: Record<string, null> }).mask = { sub: null };
  token.set('events', { [BACKCHANNEL_LOGOUT_EVENT]: {} });
  token.set('jti', logout.jti);
  token.set('sid', logout.sid);
  return token.issue({ use: 'logout' });
}
