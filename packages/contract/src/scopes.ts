/**
 * The scopes partner apps may ask for: the OpenID Connect standard ones and the product's own
 * (specification section 3, third-party authorisation). Each key has a translated label under
 * `scopes.<key>` in the SPA's locale files; the server offers exactly this list in its discovery.
 */
export const standardScopes = ['openid', 'profile', 'email', 'phone', 'offline_access'] as const;

export const productScopes = [
  'balance',
  'clientarea',
  'company',
  'customerwrite',
  'fridom',
  'history',
  'mobile',
  'monizze',
  'mymonizze',
  'notification',
  'payment',
  'reimbursemoney',
  'transaction',
  'user',
  'userwrite',
] as const;

export const scopeKeys = [...standardScopes, ...productScopes] as const;

/** Scopes that name a person: a machine client (client_credentials) acts for nobody and gets none. */
export const personScopes: readonly string[] = ['openid', 'offline_access'];
export type ScopeKey = (typeof scopeKeys)[number];

const known = new Set<string>(scopeKeys);
export function isScopeKey(value: string): value is ScopeKey {
  return known.has(value);
}

/** A space-separated scope string as known keys, in the order of `scopeKeys`, without repeats. */
export function parseScopes(scope: string | null | undefined): ScopeKey[] {
  const requested = new Set((scope ?? '').split(' '));
  return scopeKeys.filter((key) => requested.has(key));
}
