import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pathOf, type RouteName } from '../../../lib/routes/routes';

const agentPages = ['support'] as const satisfies RouteName[];
const adminPages = ['support.audit', 'support.apps', 'support.keys', 'support.agents'] as const satisfies RouteName[];

const label = { support: 'search', 'support.audit': 'audit', 'support.apps': 'apps', 'support.keys': 'keys', 'support.agents': 'agents' } as const;

/** The desk's own navigation: the search for every agent, the console's pages for admins. */
export function DeskNav({ admin }: { admin: boolean }) {
  const { t } = useTranslation();
  const pages = admin ? [...agentPages, ...adminPages] : agentPages;
  if (pages.length < 2) return null;
  return (
    <nav className="desk-nav" aria-label={t('desk.nav.label')}>
      <ul className="desk-nav__list">
        {pages.map((name) => (
          <li key={name}>
            <NavLink to={pathOf(name)} end className="desk-nav__link">
              {t(`desk.nav.${label[name]}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
