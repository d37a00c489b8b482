import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Card } from '../../components/ui/Card';
import { TextLink } from '../../components/ui/TextLink';
import { routeForPath, routes } from '../../app/routes';

/** Screens of later issues: their title and a plain notice, no imitation of the real screen. */
export default function PlaceholderPage() {
  const { t } = useTranslation();
  const name = routeForPath(useLocation().pathname);
  const title = name ? t(`titles.${routes[name].title}`) : t('app.name');
  if (name && routes[name].layout === 'app') {
    return (
      <section className="stack">
        <h1>{title}</h1>
        <Card>
          <p className="muted">{t('placeholder.notAvailable')}</p>
        </Card>
      </section>
    );
  }
  return (
    <Card className="public-card stack">
      <h1>{title}</h1>
      <p className="muted">{t('placeholder.notAvailable')}</p>
      <p>
        <TextLink to="/">{t('placeholder.home')}</TextLink>
      </p>
    </Card>
  );
}
