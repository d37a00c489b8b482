import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { createGuard } from './guard/guard';
import { AppLayout } from './layout/AppLayout';
import { RouteFailure } from './layout/FailurePage';
import { PublicLayout } from './layout/PublicLayout';
import { RootLayout } from './layout/RootLayout';
import { Splash } from './layout/Splash';
import { queryClient } from './queryClient';
import { sharedAddresses } from './sharedAddresses';
import { page, type FeatureRoutes } from '../lib/routes/page';
import { isPageRoute, routeNames, routes, type Layout, type PageRoute } from '../lib/routes/routes';
import { accessRoutes } from '../features/access/routes';
import { accountDeletionRoutes } from '../features/account-deletion/routes';
import { consentRoutes } from '../features/consent/routes';
import { dashboardRoutes } from '../features/dashboard/routes';
import { devicesRoutes } from '../features/devices/routes';
import { forgotPasswordRoutes } from '../features/forgot-password/routes';
import { forgotUsernameRoutes } from '../features/forgot-username/routes';
import { maintenanceRoutes } from '../features/maintenance/routes';
import { mergeRoutes } from '../features/merge/routes';
import { mfaSetupRoutes } from '../features/mfa-setup/routes';
import { notificationsRoutes } from '../features/notifications/routes';
import { oauthErrorRoutes } from '../features/oauth-error/routes';
import { onboardingRoutes } from '../features/onboarding/routes';
import { partnerRoutes } from '../features/partner/routes';
import { passwordRoutes } from '../features/password/routes';
import { productsRoutes } from '../features/products/routes';
import { profileRoutes } from '../features/profile/routes';
import { recoveryRoutes } from '../features/recovery/routes';
import { securityRoutes } from '../features/security/routes';
import { signInRoutes } from '../features/sign-in/routes';
import { supportRoutes } from '../features/support/routes';

/** Each feature's route subtree, by feature; a route name belongs to one feature (routes.test.ts checks). */
export const featureRoutes = {
  access: accessRoutes,
  'account-deletion': accountDeletionRoutes,
  consent: consentRoutes,
  dashboard: dashboardRoutes,
  devices: devicesRoutes,
  'forgot-password': forgotPasswordRoutes,
  'forgot-username': forgotUsernameRoutes,
  maintenance: maintenanceRoutes,
  merge: mergeRoutes,
  'mfa-setup': mfaSetupRoutes,
  notifications: notificationsRoutes,
  'oauth-error': oauthErrorRoutes,
  onboarding: onboardingRoutes,
  partner: partnerRoutes,
  password: passwordRoutes,
  products: productsRoutes,
  profile: profileRoutes,
  recovery: recoveryRoutes,
  security: securityRoutes,
  'sign-in': signInRoutes,
  support: supportRoutes,
} satisfies Record<string, FeatureRoutes>;

type Owned = (typeof featureRoutes)[keyof typeof featureRoutes];
type KeysOf<T> = T extends unknown ? keyof T : never;
type OwnedName = KeysOf<Owned>;

/** Every page of the route table, each a feature's or an address that features share: a page left out fails the type check. */
const pages: Record<PageRoute, RouteObject> = {
  ...(Object.fromEntries(Object.values(featureRoutes).flatMap((owned) => Object.entries(owned).map(([name, shown]) => [name, page(shown)]))) as Record<OwnedName, RouteObject>),
  ...sharedAddresses,
};

const pagesOf = (layout: Layout): RouteObject[] =>
  routeNames.filter(isPageRoute).filter((name) => routes[name].layout === layout).map((name) => ({ path: routes[name].path, ...pages[name] }));

/**
 * The guard decides on every navigation before anything of it is drawn: the root loader runs it
 * each time (shouldRevalidate), and a path it answers becomes a loader redirect. Aliases and
 * unknown paths match the splat route so that it decides on them too.
 */
function appRoutes(): RouteObject[] {
  const guard = createGuard(queryClient);
  return [
    {
      id: 'root',
      element: <RootLayout />,
      hydrateFallbackElement: <Splash />,
      errorElement: <RouteFailure />,
      shouldRevalidate: () => true,
      loader: async ({ request }) => {
        const target = await guard(new URL(request.url));
        if (target !== null) throw redirect(target);
        return null;
      },
      children: [
        { element: <AppLayout />, children: pagesOf('app') },
        { element: <PublicLayout />, children: pagesOf('public') },
        ...pagesOf('bare'),
        { path: '*', element: null },
      ],
    },
  ];
}

/** The browser's router; it starts deciding on the current address (and loading its page) at once. */
export const createAppRouter = () => createBrowserRouter(appRoutes());

export type AppRouter = ReturnType<typeof createAppRouter>;

/** Resolves once the router has decided on the first address and loaded its page. */
export function routerReady(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
