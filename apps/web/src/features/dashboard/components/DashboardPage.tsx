import { useTranslation } from 'react-i18next';
import { ServicesCard } from './ServicesCard';
import './DashboardPage.css';
import { useUser } from '../../session';
import { AttentionList } from './AttentionList';
import { CardActivation } from './CardActivation';
import { PartnerChooser } from './PartnerChooser';

export default function DashboardPage() {
  const { t } = useTranslation();
  const user = useUser();
  // The guard lets only signed-in people here; between a logout and its redirect there is no user.
  if (!user) return null;
  return (
    <div className="dashboard">
      <header className="dashboard__header">
        <h1>{t('dashboard.welcome', { name: user.firstname })}</h1>
        <p className="muted">{t('dashboard.intro')}</p>
      </header>
      <AttentionList />
      <ServicesCard user={user} />
      <PartnerChooser />
      <CardActivation />
    </div>
  );
}
