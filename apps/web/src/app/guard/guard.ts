import type { QueryClient } from '@tanstack/react-query';
import { config } from '../../config/runtime';
import { errorAction } from '../../lib/api/error-actions';
import { mergeOffer } from '../../features/merge';
import { forcedSetup, forgetSession, logout, mfaStatusQuery, userQuery } from '../../features/session';
import { rememberedTarget } from '../../lib/routes/paths';
import { isRouteName, pathOf, routeForPath, routes, type RouteName } from '../../lib/routes/routes';
import { markUnknownPath } from '../unknownPath';
import { decideNavigation, decideStepUp, type GuardDecision } from './decide';
import { rememberRoute, routeBeforeReload } from './lastRoute';
import { redirectScope } from '../../config/redirect-scope';

/**
 * The navigation guard: the root loader runs it on every navigation (app/router.tsx). It gathers the facts
 * (session, storage flags, sudo) and applies the pure decisions; it answers null to let the
 * navigation through, or the path to go to instead.
 */
/** Where a navigation to `url` may go: null lets it through, a path sends it there instead. */
export type Guard = (url: URL) => Promise<string | null>;

export function createGuard(queryClient: QueryClient): Guard {
  let previous: RouteName | null = routeBeforeReload();

  return async function guard(url) {
    const to = routeForPath(url.pathname);
    // Maintenance mode: every page shows /maintenance, signed in or not, without asking the API.
    if (config.maintenance) return to === 'maintenance' ? null : pathOf('maintenance');
    // An unknown address goes home, and the page there says so.
    if (!to) {
      markUnknownPath();
      return routes.home.path;
    }
    // Alias routes (/, /login, /forgot-password) forward with the query kept (it may hold a redirect).
    const meta = routes[to];
    if ('redirectTo' in meta && isRouteName(meta.redirectTo)) return pathOf(meta.redirectTo) + url.search;

    // An unreachable server counts as signed out: public pages still open, the rest go to login.
    const user = await queryClient.ensureQueryData({ ...userQuery, revalidateIfStale: true }).catch(() => null);
    const decide = () =>
      decideNavigation({
        to,
        target: url.pathname + url.search,
        redirect: rememberedTarget(url.searchParams.get('redirect'), redirectScope()),
        from: previous,
        signedIn: !!user,
        duplicatedLogin: mergeOffer.isOpen(),
        mfaForced: forcedSetup.isDue(),
        setupSkippable: forcedSetup.isSkippable(),
      });
    let decision: GuardDecision = decide();
    // Leaving a set-up the person may skip skips it, as its "Not now" does.
    if (decision.kind === 'skip-setup') {
      forcedSetup.clear();
      decision = decide();
    }
    // The forced-MFA flag is only a hint: the server says whether a set-up is still due (it may
    // have been finished in another tab), so the flag never traps or frees anyone by itself.
    if (decision.kind === 'redirect' && forcedSetup.isDue() && decision.to.startsWith(pathOf('setup-mfa'))) {
      const status = await queryClient.fetchQuery(mfaStatusQuery).catch(() => null);
      if (status && !status.setup) {
        forcedSetup.clear();
        decision = decide();
      }
    }
    if (decision.kind === 'check-step-up') {
      const status = await queryClient.fetchQuery(mfaStatusQuery).catch((error: unknown) => (errorAction(error).kind === 'signIn' ? ('signedOut' as const) : null));
      decision = decideStepUp(to, status, url.pathname + url.search);
    }

    switch (decision.kind) {
      case 'logout':
        previous = null;
        await logout(queryClient).catch(() => forgetSession(queryClient));
        return pathOf('login.email');
      case 'redirect':
        return decision.to;
      default:
        previous = to;
        rememberRoute(to);
        return null;
    }
  };
}
