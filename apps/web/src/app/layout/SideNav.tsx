import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../components/icons/Icon';
import { pathOf, type RouteName } from '../../lib/routes/routes';
import './SideNav.css';

const items: { route: RouteName; label: 'dashboard' | 'profile' | 'security' | 'access' | 'notifications'; icon: IconName }[] = [
  { route: 'user-dashboard', label: 'dashboard', icon: 'dashboard' },
  { route: 'profile', label: 'profile', icon: 'user' },
  { route: 'security', label: 'security', icon: 'shield' },
  { route: 'user-access', label: 'access', icon: 'access' },
  { route: 'notifications', label: 'notifications', icon: 'bell' },
];

/**
 * One navigation landmark: a sidebar from 768 px, a bottom tab bar below (see SideNav.css) with
 * shorter labels; CSS shows one label of each link, so its name is the text that is seen.
 */
export function SideNav() {
  const { t } = useTranslation();
  return (
    <nav className="side-nav" aria-label={t('nav.main')}>
      <ul className="side-nav__list">
        {items.map((item) => (
          <li key={item.route}>
            <NavLink to={pathOf(item.route)} className="side-nav__link">
              <Icon name={item.icon} className="side-nav__icon" />
              <span className="side-nav__label">{t(`nav.${item.label}`)}</span>
              <span className="side-nav__label side-nav__label--short">{t(`review.tabs.${item.label}`)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
