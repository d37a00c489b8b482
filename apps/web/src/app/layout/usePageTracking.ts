import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { routeForPath, routes } from '../../lib/routes/routes';
import { pushPageView } from './pageView';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Keeps the document title on the current route and reports each navigation to the tag manager. */
export function usePageTracking(): void {
  const location = useLocation();
  const { t, i18n } = useTranslation();
  const referrer = useRef(document.referrer);

  useEffect(() => {
    const name = routeForPath(location.pathname);
    const app = t('app.name');
    document.title = name ? `${t(`titles.${routes[name].title}`)} · ${app}` : app;
  }, [location.pathname, i18n.language, t]);

  useEffect(() => {
    pushPageView(window, { location: window.location.href, title: document.title, referrer: referrer.current });
    referrer.current = window.location.href;
  }, [location.key]);
}
