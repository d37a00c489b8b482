import { useTranslation } from 'react-i18next';
import type { User } from '@portal/contract/user';
import { Card } from '../../../components/ui/Card';
import { config } from '../../../config/runtime';
import { servicesFor } from '../services';
import { ServiceRow } from './ServiceRow';

export function ServicesCard({ user }: { user: User }) {
  const { t } = useTranslation();
  const services = servicesFor(user, config.partnerSites);
  return (
    <Card as="section" padding="none" className="services" aria-labelledby="services-title">
      <h2 id="services-title" className="dashboard-card__title services__title">
        {t('dashboard.services.title')}
      </h2>
      {services.length === 0 ? (
        <p className="services__empty muted">{t('dashboard.services.empty')}</p>
      ) : (
        <ul className="services__list">
          {services.map(({ platform, href }) => (
            <li key={platform}>
              <ServiceRow platform={platform} href={href} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
