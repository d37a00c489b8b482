import { lazy, type ReactElement } from 'react';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { createGuardLoader } from './guard/guardLoader';
import { AppLayout } from './layout/AppLayout';
import { FailurePage } from './layout/FailurePage';
import { PublicLayout } from './layout/PublicLayout';
import { RootLayout } from './layout/RootLayout';
import { Splash } from './layout/Splash';
import { queryClient } from './queryClient';
import { isRouteName, pathOf, routeNames, routes, type Layout, type RouteName } from './routes';

// One bundle per page, loaded on first visit.
const LoginPage = lazy(() => import('../features/login/components/LoginPage'));
const MfaMethodsPage = lazy(() => import('../features/mfa/components/MfaMethodsPage'));
const MfaConfirmPage = lazy(() => import('../features/mfa/components/MfaConfirmPage'));
const DashboardPage = lazy(() => import('../features/dashboard/components/DashboardPage'));
const MaintenancePage = lazy(() => import('../features/maintenance/MaintenancePage'));
const PlaceholderPage = lazy(() => import('../features/placeholder/PlaceholderPage'));
const SecurityPage = lazy(() => import('../features/security/components/SecurityPage'));
const ApprovePage = lazy(() => import('../features/consent/components/ApprovePage'));
const AccessPage = lazy(() => import('../features/access/components/AccessPage'));
const PartnerPage = lazy(() => import('../features/partner/components/PartnerPage'));

/** The screens built so far; every other route shows the placeholder until its issue lands. */
const screens: Partial<Record<RouteName, ReactElement>> = {
  'login.email': <LoginPage method="email" />,
  'login.phone': <LoginPage method="phone" />,
  'mfa-methods': <MfaMethodsPage />,
  mfa: <MfaConfirmPage />,
  'user-dashboard': <DashboardPage />,
  maintenance: <MaintenancePage />,
  security: <SecurityPage />,
  approve: <ApprovePage />,
  'user-access': <AccessPage />,
  partner: <PartnerPage />,
};

const leaf = (name: RouteName): RouteObject => ({ path: routes[name].path, element: screens[name] ?? <PlaceholderPage /> });
const pagesOf = (layout: Layout) => routeNames.filter((n) => routes[n].layout === layout && !('redirectTo' in routes[n])).map(leaf);

/** Alias routes (/, /login, /forgot-password) forward with the query kept (it may hold a redirect). */
const aliases: RouteObject[] = routeNames.flatMap((name) => {
  const meta = routes[name];
  if (!('redirectTo' in meta) || !isRouteName(meta.redirectTo)) return [];
  const to = pathOf(meta.redirectTo);
  return [{ path: meta.path, element: null, loader: ({ request }) => redirect(to + new URL(request.url).search) }];
});

export function createAppRouter() {
  return createBrowserRouter([
    {
      id: 'root',
      loader: createGuardLoader(queryClient),
      // The guard runs on every navigation, not only when the root's own params change.
      shouldRevalidate: () => true,
      element: <RootLayout />,
      errorElement: <FailurePage />,
      hydrateFallbackElement: <Splash />,
      children: [
        ...aliases,
        { element: <AppLayout />, children: pagesOf('app') },
        { element: <PublicLayout />, children: pagesOf('public') },
        ...pagesOf('bare'),
        { path: '*', element: null, loader: () => redirect(routes.home.path) },
      ],
    },
  ]);
}
