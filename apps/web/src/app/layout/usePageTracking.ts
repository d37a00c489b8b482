import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageTitleOf } from '../../lib/routes/pageTitle';
import { routeForPath, routes } from '../../lib/routes/routes';
import { pushPageView } from './pageView';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/**
 * Keeps the document title on the current route, or on the title the page set itself (usePageTitle:
 * a person's name on the desk), and reports each navigation to the tag manager with the route's
 * title only, so that a page's own title (a name) never reaches it.
 */
export function usePageTracking(): void {
  const location = useLocation();
  const { t, i18n } = useTranslation();
  const referrer = useRef(document.referrer);
  const own = usePageTitleOf(location.pathname);
  const routeTitle = () => {
    const name = routeForPath(location.pathname);
    const app = t('app.name');
    return name ? `${t(`titles.${routes[name].title}`)} · ${app}` : app;
  };

  useEffect(() => {
    document.title = own ? `${own} · ${t('app.name')}` : routeTitle();
    // routeTitle follows the path and the language, which the dependencies name.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.pathname, i18n.language, t, own]);

  useEffect(() => {
    pushPageView(window, { location: window.location.href, title: routeTitle(), referrer: referrer.current });
    referrer.current = window.location.href;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);
}
