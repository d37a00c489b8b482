import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { useApplyUserLocale } from '../../features/session/hooks/useApplyUserLocale';
import { useFocusOnNavigate } from './useFocusOnNavigate';
import { usePageTracking } from './usePageTracking';
import { Splash } from './Splash';
import { useSessionWatch } from './useSessionWatch';

/** Behaviour shared by every page; the look comes from the app, public or bare layout below it. */
export function RootLayout() {
  usePageTracking();
  useFocusOnNavigate();
  useSessionWatch();
  useApplyUserLocale();
  // The bare pages (maintenance) have no layout of their own to wait in while their bundle loads;
  // without a boundary Preact hands the wait to the router's error page.
  return (
    <Suspense fallback={<Splash />}>
      <Outlet />
    </Suspense>
  );
}
