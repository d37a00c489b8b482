import { isOAuthPath } from '@portal/contract/oauth';
import { clientParamsFromTarget, forcedMfaApplies } from '@portal/contract/platforms';
import { checkedTarget, safeRedirect, type RedirectScope } from '@portal/contract/redirect';
import { isRouteName, pathOf, type RouteName } from './routes';

/** Addresses of the sign-in flows; the query carries the remembered target between steps. */
function withQuery(path: string, params: Record<string, string | null>): string {
  const [base = path, existing] = path.split('?');
  const query = new URLSearchParams(existing);
  for (const [key, value] of Object.entries(params)) if (value !== null) query.set(key, value);
  const text = query.toString();
  return text ? `${base}?${text}` : base;
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

/**
 * What to do once a step-up is confirmed (specification, MFA confirmation flow): an action on a
 * method (`action`, `targetMfaId`) that the protected page carries out on return.
 */
export interface StepUpResume {
  action: string | null;
  targetMfaId: string | null;
}
const noResume: StepUpResume = { action: null, targetMfaId: null };

/**
 * Step-up: a fresh second factor, after which the person comes back to the named route (or to a
 * path of this site with its query, for screens that need theirs back).
 */
export function stepUpPath(route: RouteName | string, resume: StepUpResume = noResume): string {
  return withQuery(pathOf('mfa-methods'), { single: 'true', redirect: route, ...resume });
}

/** The step-up code screen of the method picked on the step-up method list. */
export function stepUpCodePath(mfaId: number, redirect: string | null, resume: StepUpResume = noResume): string {
  return withQuery(pathOf('mfa'), { single: 'true', mfaId: String(mfaId), redirect, ...resume });
}

/** Where a confirmed step-up lands: the route, with the action to resume when there is one. */
export function afterStepUp(redirect: string | null, resume: StepUpResume, scope: RedirectScope): string {
  const target = resolveTarget(redirect, scope);
  if (isAbsoluteUrl(target) || !resume.action) return target;
  return withQuery(target, { ...resume });
}

/** After a login with a recovery key: reset the authenticator, skip, or regenerate the keys. */
export function totpRecoveryPath(totpMfaId: number | null, redirect: string | null): string {
  return withQuery(pathOf('mfa-totp-recovery'), { mfaId: totpMfaId === null ? null : String(totpMfaId), redirect });
}

/** A step of the MFA set-up, carrying the remembered target (and other flags of the step). */
export function setupStepPath(route: RouteName, redirect: string | null, extra: Record<string, string | null> = {}): string {
  return withQuery(pathOf(route), { ...extra, redirect });
}

/** Forced MFA set-up, keeping the remembered target for after it. */
export function setupMfaPath(redirect: string | null): string {
  return withQuery(pathOf('setup-mfa'), { redirect });
}

/**
 * Where to go once signed in: a route name (step-up flows pass those), a path of this site, or an
 * address on an origin the portal knows (its hosts, the partner sites); else the dashboard.
 */
export function resolveTarget(redirect: string | null | undefined, scope: RedirectScope): string {
  if (isRouteName(redirect)) return pathOf(redirect);
  return safeRedirect(redirect, scope);
}

/**
 * Where a completed login goes. A partner's sign-in resumes on the server, out of the guard's
 * sight, so forced MFA (target without client, or client 2 or 51) is applied here for it.
 */
/**
 * A `redirect` query worth carrying along a flow: a route name, or a target the one redirect check
 * accepts. Anything else is dropped at once, so no later step can be tricked into following it.
 */
export function rememberedTarget(redirect: string | null | undefined, scope: RedirectScope): string | null {
  if (isRouteName(redirect)) return redirect;
  return checkedTarget(redirect, scope);
}

export function afterLoginTarget(redirect: string | null, scope: RedirectScope, mfaForced: boolean): string {
  const target = resolveTarget(redirect, scope);
  if (isOAuthPath(target) && mfaForced && forcedMfaApplies(clientParamsFromTarget(redirect).clientId)) return setupMfaPath(redirect);
  return target;
}

export function isAbsoluteUrl(target: string): boolean {
  return /^https?:\/\//i.test(target);
}

/** The weak-password replacement after a completed sign-in step, carrying the remembered target. */
export function weakPasswordPath(redirect: string | null): string {
  return withQuery(pathOf('weak-password'), { verified: 'true', redirect });
}

/**
 * The merge offer (specification section 2: /duplicated with query target and method), carrying the
 * remembered target for "ignore for now". target: the address or number another account also uses.
 */
export function duplicatedPath(params: { target?: string | null; method?: 'email' | 'phone' | null; redirect?: string | null }): string {
  return withQuery(pathOf('duplicated'), { target: params.target ?? null, method: params.method ?? null, redirect: params.redirect ?? null });
}

/** /mfa/methods for the methods a merged account still has to set up, then /fuzzion-success. */
export function fuzzionMfaPath(methods: readonly string[]): string {
  return withQuery(pathOf('mfa-methods'), { redirect: 'fuzzion-success', isFuzzion: 'true', methods: JSON.stringify(methods) });
}
