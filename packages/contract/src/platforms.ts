/**
 * Platforms and partner clients (specification sections 2, 4 and 6).
 */
export type PlatformLabel = 'default' | 'clientarea' | 'employee' | 'administration';

/**
 * The login title names the platform the person comes from, derived from the redirect address:
 * my. or port 8003 is the employee (card holder) app, client. or port 8004 the client area.
 */
export function platformForRedirect(target: string | null | undefined): PlatformLabel {
  if (!target) return 'default';
  if (/(^|[/.])my\.|:8003(\/|$|\?)/.test(target)) return 'employee';
  if (/(^|[/.])client\.|:8004(\/|$|\?)/.test(target)) return 'clientarea';
  if (/(^|[/.])admin\.|:8005(\/|$|\?)/.test(target)) return 'administration';
  return 'default';
}

/** First-party clients: no partner-login flag, consent implied, forced MFA applies. */
export const FIRST_PARTY_CLIENT_IDS = ['2', '51'] as const;

export function isPartnerClient(clientId: string | null | undefined): boolean {
  return !!clientId && !(FIRST_PARTY_CLIENT_IDS as readonly string[]).includes(clientId);
}

/** Forced MFA applies when the target's client id is absent, 2 or 51. */
export function forcedMfaApplies(clientId: string | null | undefined): boolean {
  return !isPartnerClient(clientId);
}

/** client_id and redirect_uri of the login flow, read from the target URL's query. */
export function clientParamsFromTarget(target: string | null | undefined): { clientId: string | null; redirectUri: string | null } {
  if (!target) return { clientId: null, redirectUri: null };
  try {
    const url = new URL(target, 'http://placeholder.invalid');
    return { clientId: url.searchParams.get('client_id'), redirectUri: url.searchParams.get('redirect_uri') };
  } catch {
    return { clientId: null, redirectUri: null };
  }
}

/**
 * The login title's platform for a remembered target. When the target is an authorization
 * request or interaction, the address that counts is the app's redirect_uri in its query.
 */
export function platformForTarget(target: string | null | undefined): PlatformLabel {
  return platformForRedirect(clientParamsFromTarget(target).redirectUri ?? target);
}

