import { isOAuthPath } from '@portal/contract/oauth';
import { clientParamsFromTarget, forcedMfaApplies, safeRedirect } from '@portal/contract/platforms';
import { isRouteName, pathOf, type RouteName } from './routes';

/** Addresses of the sign-in flows; the query carries the remembered target between steps. */
function withQuery(path: string, params: Record<string, string | null>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== null) query.set(key, value);
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** /login/email, remembering where the person wanted to go. */
export function loginPath(target: string | null | undefined): string {
  return withQuery(pathOf('login.email'), { redirect: target || null });
}

/** Login second factor: the method list, then the code screen, carrying the remembered target. */
export function loginMethodsPath(redirect: string | null): string {
  return withQuery(pathOf('mfa-methods'), { isLogin: 'true', redirect });
}

export function loginCodePath(mfaId: number, redirect: string | null): string {
  return withQuery(pathOf('mfa'), { isLogin: 'true', mfaId: String(mfaId), redirect });
}

/** Step-up: a fresh second factor, after which the person comes back to the named route. */
export function stepUpPath(route: RouteName): string {
  return withQuery(pathOf('mfa-methods'), { single: 'true', redirect: route });
}

/** Forced MFA set-up, keeping the remembered target for after it. */
export function setupMfaPath(redirect: string | null): string {
  return withQuery(pathOf('setup-mfa'), { redirect });
}

/**
 * Where to go once signed in: a route name (step-up flows pass those), a path of this site, or an
 * address on this or a sibling host; anything else becomes the dashboard.
 */
export function resolveTarget(redirect: string | null | undefined, location: { host: string; origin: string }): string {
  if (isRouteName(redirect)) return pathOf(redirect);
  return safeRedirect(redirect, location);
}

/**
 * Where a completed login goes. A partner's sign-in resumes on the server, out of the guard's
 * sight, so forced MFA (target without client, or client 2 or 51) is applied here for it.
 */
export function afterLoginTarget(redirect: string | null, location: { host: string; origin: string }, mfaForced: boolean): string {
  const target = resolveTarget(redirect, location);
  if (isOAuthPath(target) && mfaForced && forcedMfaApplies(clientParamsFromTarget(redirect).clientId)) return setupMfaPath(redirect);
  return target;
}

export function isAbsoluteUrl(target: string): boolean {
  return /^https?:\/\//i.test(target);
}
