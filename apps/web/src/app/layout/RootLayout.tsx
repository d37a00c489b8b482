import { Outlet } from 'react-router';
import { useApplyUserLocale } from '../../features/session';
import { useFocusOnNavigate } from './useFocusOnNavigate';
import { usePageTracking } from './usePageTracking';
import { useSessionWatch } from '../../features/sign-in';

/** Behaviour shared by every page; the look comes from the app, public or bare layout below it. */
export function RootLayout() {
  usePageTracking();
  useFocusOnNavigate();
  useSessionWatch();
  useApplyUserLocale();
  return <Outlet />;
}
