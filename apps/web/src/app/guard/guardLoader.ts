import { redirect, type LoaderFunctionArgs } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { config } from '../../config/runtime';
import { errorAction } from '../../lib/api/error-actions';
import { session, sessionKeys } from '../../lib/storage';
import { mfaStatusQuery } from '../../features/mfa/queries';
import { logout, forgetSession } from '../../features/session/endSession';
import { userQuery } from '../../features/session/userQuery';
import { rememberedTarget } from '../paths';
import { pathOf, routeForPath, routes, type RouteName } from '../routes';
import { decideNavigation, decideStepUp, type GuardDecision } from './decide';
import { rememberRoute, routeBeforeReload } from './lastRoute';

/**
 * The navigation guard as the root route's loader, so that it runs before every navigation renders.
 * It gathers the facts (session, storage flags, sudo) and applies the pure decisions.
 */
export function createGuardLoader(queryClient: QueryClient) {
  let previous: RouteName | null = routeBeforeReload();

  return async function guardLoader({ request }: LoaderFunctionArgs) {
    const url = new URL(request.url);
    const to = routeForPath(url.pathname);
    // Maintenance mode: every page shows /maintenance, signed in or not, without asking the API.
    if (config.maintenance) return to === 'maintenance' ? null : redirect(pathOf('maintenance'));
    // Unknown paths and alias routes forward by themselves; the guard runs on their destination.
    if (!to || 'redirectTo' in routes[to]) return null;

    // An unreachable server counts as signed out: public pages still open, the rest go to login.
    const user = await queryClient.ensureQueryData({ ...userQuery, revalidateIfStale: true }).catch(() => null);
    const decide = () =>
      decideNavigation({
        to,
        target: url.pathname + url.search,
        redirect: rememberedTarget(url.searchParams.get('redirect'), window.location),
        from: previous,
        signedIn: !!user,
        duplicatedLogin: !!session.get(sessionKeys.fuzzionPayload),
        mfaForced: !!session.get(sessionKeys.mfaForced),
      });
    let decision: GuardDecision = decide();
    // The forced-MFA flag is only a hint: the server says whether a set-up is still due (it may
    // have been finished in another tab), so the flag never traps or frees anyone by itself.
    if (decision.kind === 'redirect' && session.get(sessionKeys.mfaForced) && decision.to.startsWith(pathOf('setup-mfa'))) {
      const status = await queryClient.fetchQuery(mfaStatusQuery).catch(() => null);
      if (status && !status.setup) {
        session.remove(sessionKeys.mfaForced);
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
        return redirect(pathOf('login.email'));
      case 'redirect':
        return redirect(decision.to);
      default:
        previous = to;
        rememberRoute(to);
        return null;
    }
  };
}
