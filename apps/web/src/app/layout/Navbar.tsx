import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { config } from '../../config/runtime';
import { useUser } from '../../features/session';
import { pathOf, routeForPath, routes, type RouteName } from '../../lib/routes/routes';
import './Navbar.css';

/** The public pages and the products page carry it; the MFA and consent steps stay free of detours. */
function showsNavbar(name: RouteName | null): boolean {
  return !!name && (name === 'products' || routes[name].access === 'public');
}

/**
 * Sign in and Register (specification section 1, navbar). In Luxembourg people register by
 * activating their card, so the second link says so; it opens the onboarding start, because its
 * card step is reachable only from there.
 */
export function Navbar() {
  const { t } = useTranslation();
  const user = useUser();
  const name = routeForPath(useLocation().pathname);
  if (!showsNavbar(name)) return null;
  const current = (prefix: string) => (name?.startsWith(prefix) ? ('page' as const) : undefined);
  return (
    <nav className="navbar" aria-label={t('site.navbar')}>
      <ul className="navbar__list">
        {user ? (
          <li>
            <Link to={pathOf('user-dashboard')} className="navbar__link navbar__link--primary">
              {t('site.dashboard')}
            </Link>
          </li>
        ) : (
          <>
            <li>
              <Link to={pathOf('login.email')} className="navbar__link" aria-current={current('login')}>
                {t('site.signIn')}
              </Link>
            </li>
            <li>
              <Link to={pathOf('onboarding')} className="navbar__link navbar__link--primary" aria-current={current('onboarding')}>
                {config.variant === 'lu' ? t('site.activateCard') : t('site.register')}
              </Link>
            </li>
          </>
        )}
      </ul>
    </nav>
  );
}
