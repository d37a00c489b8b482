import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icons/Icon';
import { usePageTitleOf } from '../../lib/routes/pageTitle';
import { breadcrumbTrail, pathOf, routeForPath, routes } from '../../lib/routes/routes';
import './Breadcrumbs.css';

/** Dashboard / Security settings / Security history…, from the route table's parents; the last one the page's own title once it set one (a person's name). */
export function Breadcrumbs() {
  const { t } = useTranslation();
  const path = useLocation().pathname;
  const own = usePageTitleOf(path);
  const name = routeForPath(path);
  const trail = name ? breadcrumbTrail(name) : [];
  if (trail.length < 2) return null;
  return (
    <nav className="breadcrumbs" aria-label={t('nav.breadcrumb')}>
      <ol className="breadcrumbs__list">
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1;
          const label = (last && own) || t(`titles.${routes[crumb].title}`);
          return (
            <li key={crumb} className="breadcrumbs__item">
              {index > 0 && <Icon name="chevronRight" className="breadcrumbs__separator" />}
              {last ? (
                <span aria-current="page">{label}</span>
              ) : (
                <Link to={pathOf(crumb)} className="breadcrumbs__link">
                  {label}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
