import { session, sessionKeys } from '../../lib/storage';
import { isRouteName, type RouteName } from '../../lib/routes/routes';

/**
 * The guard's memory of the last route it let through, kept in the tab's session storage so that a
 * reload counts as arriving from the screen itself: a step that opens only from the step before it
 * (onboarding, edit-info) survives a reload, while a typed or pasted address still starts over.
 */
export function rememberRoute(name: RouteName): void {
  session.set(sessionKeys.lastRoute, name);
}

/** The route before this page load, when the load is a reload of the tab; null for any other arrival. */
export function routeBeforeReload(): RouteName | null {
  const [entry] = performance.getEntriesByType?.('navigation') ?? [];
  if ((entry as PerformanceNavigationTiming | undefined)?.type !== 'reload') return null;
  const stored = session.get(sessionKeys.lastRoute);
  return isRouteName(stored) ? stored : null;
}
