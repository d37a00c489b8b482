import { useEffect, useRef } from 'react';
import { useLocation, useNavigation, useRevalidator } from 'react-router';
import { useUser } from '../../session';
import { routeForPath, routes } from '../../../lib/routes/routes';

/**
 * When a refresh finds the session gone (expired, logged out elsewhere), run the guard again so the
 * person lands on the login page instead of a screen whose calls now fail. That includes a session
 * found gone before this first render: the guard let a page for signed-in people open on the
 * account stored from the last visit, and GET /api/user answered 401 while the page's bundle loaded.
 * Not while a navigation is under way: its guard decides anyway, and a revalidation would restart
 * it and drop its answer (the guard that signs out a person walking out of a forced set-up sends
 * them to the login page; restarted, the navigation went on to the page they walked to, as a lost
 * session). Once the navigation has ended, the check runs again.
 */
export function useSessionWatch(): void {
  const user = useUser();
  const { revalidate } = useRevalidator();
  const navigating = useNavigation().state !== 'idle';
  const route = routeForPath(useLocation().pathname);
  const hadUser = useRef(!!user);
  const strandedSignedOut = user === null && !!route && routes[route].access === 'private';
  useEffect(() => {
    if (navigating) return;
    if ((hadUser.current && user === null) || strandedSignedOut) void revalidate();
    hadUser.current = !!user;
  }, [user, revalidate, strandedSignedOut, navigating]);
}
