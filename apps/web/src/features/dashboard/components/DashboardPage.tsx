import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../../components/ui/Loading';
import { useAttention } from '../hooks/useAttention';
import { ServicesCard } from './ServicesCard';
import './DashboardPage.css';
import { useUser } from '../../session';
import { AttentionList } from './AttentionList';
import { CardActivation } from './CardActivation';
import { PartnerChooser } from './PartnerChooser';
import { MfaReminderBanner } from './MfaReminderBanner';

export default function DashboardPage() {
  const { t } = useTranslation();
  const user = useUser();
  // The "worth a look" rows go above the tiles: the tiles wait for the first answer rather than jump
  // down when it comes. A failed attempt shows them at once (the rows retry on their own).
  const attention = useAttention();
  const attentionPending = attention.isPending && attention.failureCount === 0;
  const reminder = attention.data?.find((item) => item.kind === 'mfa_reminder');
  const heading = useRef<HTMLHeadingElement>(null);
  // The guard lets only signed-in people here; between a logout and its redirect there is no user.
  if (!user) return null;
  return (
    <div className="dashboard">
      <header className="dashboard__header">
        <h1 ref={heading} tabIndex={-1}>
          {t('dashboard.welcome', { name: user.firstname })}
        </h1>
        <p className="muted">{t('dashboard.intro')}</p>
      </header>
      {attentionPending ? (
        <Loading />
      ) : (
        <>
          {/* The dismissed banner takes the focus with it: the page's heading gets it. */}
          {reminder && <MfaReminderBanner mandatoryOn={reminder.mandatory_on} onDismissed={() => heading.current?.focus()} />}
          <AttentionList attention={attention} />
          <ServicesCard user={user} />
          <PartnerChooser />
          <CardActivation />
        </>
      )}
    </div>
  );
}
