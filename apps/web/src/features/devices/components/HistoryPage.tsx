import { useTranslation } from 'react-i18next';
import { DevicesSection } from './DevicesSection';
import { EventsSection } from './EventsSection';
import './Devices.css';

/** /security/history: the devices signed in to the account, then what happened to it, newest first. */
export default function HistoryPage() {
  const { t } = useTranslation();
  return (
    <div className="devices-page">
      <header>
        <h1>{t('titles.history')}</h1>
        <p className="muted">{t('devices.intro')}</p>
      </header>
      <DevicesSection />
      <EventsSection />
    </div>
  );
}
