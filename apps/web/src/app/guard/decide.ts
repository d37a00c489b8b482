import { HOME_PATH } from '@portal/contract/spa-paths';
import { clientParamsFromTarget, forcedMfaApplies } from '@portal/contract/platforms';
import type { MfaStatus } from '@portal/contract/mfa';
import { OAUTH } from '@portal/contract/oauth';
import { isRouteName, pathOf, routes, type RouteMeta, type RouteName } from '../../lib/routes/routes';
import { loginPath, setupMfaPath, stepUpPath } from '../../lib/routes/paths';

/** What the guard knows about one navigation (specification section 4, navigation guard). */
export interface GuardInput {
  to: RouteName;
  /** Path and query of the destination: remembered when a login is needed first. */
  target: string;
  /** The destination's `redirect` query: the target remembered from an earlier step. */
  redirect: string | null;
  /** The last route the guard let through. */
  from: RouteName | null;
  signedIn: boolean;
  /** An account-merge flow is under way (its payload is in session storage). */
  duplicatedLogin: boolean;
  /** The forced-MFA session flag. */
  mfaForced: boolean;
  /** ...raised for a set-up the person may skip. */
  setupSkippable: boolean;
}

export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string }
  | { kind: 'check-step-up' }
  | { kind: 'skip-setup' }
  | { kind: 'logout' };

const allow: GuardDecision = { kind: 'allow' };
const redirect = (to: string): GuardDecision => ({ kind: 'redirect', to });
const meta = (name: RouteName): RouteMeta => routes[name];

/**
 * Forced MFA leaves these alone: the MFA and set-up screens, the merge outcome and public pages;
 * and an app's consent, whose address names no client: the server lets an authorization reach
 * consent only once the set-up its client requires is done (oidc/interaction-routes.ts).
 */
function exemptFromForcedMfa(name: RouteName): boolean {
  const m = meta(name);
  return m.access !== 'private' || !!m.setup || name === 'duplicated' || name === 'fuzzion-success' || name === 'approve';
}

/**
 * An app's authorization asked for the password again (prompt=login, max_age): the server sends a
 * signed-in person to the login with the interaction as target, and the login must open.
 */
function reauthentication(input: GuardInput): boolean {
  return input.to.startsWith('login.') && !!input.redirect?.startsWith(`${OAUTH.interaction}/`);
}

/** The redirect of a screen that opens only from certain others, when the person came from elsewhere. */
function refusedArrival(input: GuardInput, to: RouteMeta): GuardDecision | null {
  if (!to.onlyFrom || input.from === input.to || (input.from && to.onlyFrom.includes(input.from))) return null;
  return redirect(meta((to.orElse ?? to.onlyFrom[0]) as RouteName).path);
}

/**
 * A step-up (`single=true` on the MFA screens) confirms a signed-in person. Without a session (it
 * ended while the page was open) it is a sign-in that is due, back to the page the step-up protects.
 */
function stepUpWithoutSession(input: GuardInput): boolean {
  if (input.signedIn || (input.to !== 'mfa-methods' && input.to !== 'mfa')) return false;
  return new URLSearchParams(input.target.split('?')[1] ?? '').get('single') === 'true';
}

export function decideNavigation(input: GuardInput): GuardDecision {
  const to = meta(input.to);
  if (stepUpWithoutSession(input)) return redirect(loginPath(isRouteName(input.redirect) ? pathOf(input.redirect) : input.redirect));
  // The MFA screens run in the middle of a login, before any session exists.
  if (to.access === 'open') return allow;
  // Walking out of a forced set-up is not allowed to leave a half-protected session behind; out of
  // one the person may skip, it is skipping it. The merge offer is no way out: the set-up's own
  // code step opens it for an address another account has.
  if (input.mfaForced && input.from && meta(input.from).setup && !to.setup && input.to !== 'duplicated') {
    return { kind: input.setupSkippable ? 'skip-setup' : 'logout' };
  }
  if (to.access === 'public') {
    if (input.signedIn && !to.signedInToo && !reauthentication(input)) return redirect(HOME_PATH);
    // The onboarding steps open only from the step before them: a typed URL goes to the start.
    return refusedArrival(input, to) ?? allow;
  }
  if (!input.signedIn && !input.duplicatedLogin) return redirect(loginPath(input.target));
  // The remembered target: the redirect carried along, else the destination itself (after login).
  const remembered = input.redirect ?? (input.target === HOME_PATH ? null : input.target);
  const { clientId } = clientParamsFromTarget(remembered);
  if (input.mfaForced && forcedMfaApplies(clientId) && !exemptFromForcedMfa(input.to)) {
    return redirect(setupMfaPath(remembered));
  }
  // A screen opened only from its parent (edit-info from profile): a typed URL goes there.
  const refused = refusedArrival(input, to);
  if (refused) return refused;
  if (to.stepUp) return { kind: 'check-step-up' };
  return allow;
}

/**
 * The step-up routes need a granted sudo; without it, a single-use MFA check comes first. When the
 * status shows the session is gone (`signedOut`), a sign-in comes first, back to `target`.
 */
export function decideStepUp(route: RouteName, status: MfaStatus | 'signedOut' | null, target: string): GuardDecision {
  if (status === 'signedOut') return redirect(loginPath(target));
  return status?.sudo ? allow : redirect(stepUpPath(route));
}
