import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Icon } from '../../../components/icons/Icon';
import { useFormat } from '../../../lib/format/useFormat';
import { errorKey } from '../../../lib/i18n/errorKeys';
import { pathOf } from '../../../lib/routes/routes';
import { useDismissMfaReminder } from '../hooks/useDismissMfaReminder';
import './MfaReminderBanner.css';

/**
 * The reminder schedule before forced MFA (specification, Force-MFA: "after weeks of reminders"):
 * the day the set-up becomes mandatory, the way to set it up now, and "remind me next week", which
 * hides the banner until the next weekly reminder. `onDismissed` takes the focus the banner had.
 */
export function MfaReminderBanner({ mandatoryOn, onDismissed }: { mandatoryOn: string; onDismissed: () => void }) {
  const { t } = useTranslation();
  const formatDate = useFormat().date;
  const dismiss = useDismissMfaReminder();
  return (
    <section className="mfa-reminder" aria-labelledby="mfa-reminder-title">
      <span className="icon-badge mfa-reminder__icon">
        <Icon name="shield" />
      </span>
      <div className="mfa-reminder__body">
        <h2 id="mfa-reminder-title" className="mfa-reminder__title">
          {t('dashboardExtra.mfaReminder.title', { date: formatDate(mandatoryOn) })}
        </h2>
        <p>{t('dashboardExtra.mfaReminder.text')}</p>
        {dismiss.isError && <Alert tone="error">{t(errorKey(dismiss.error))}</Alert>}
        <div className="mfa-reminder__actions">
          <Link className="button button--primary" to={pathOf('setup-mfa')}>
            {t('dashboardExtra.mfaReminder.action')}
          </Link>
          {/* Not mutate's onSuccess: the banner is gone by then, and an unmounted observer's callbacks never run. A failure shows above. */}
          <Button variant="secondary" busy={dismiss.isPending} onClick={() => void dismiss.mutateAsync().then(onDismissed, () => undefined)}>
            {t('dashboardExtra.mfaReminder.dismiss')}
          </Button>
        </div>
      </div>
    </section>
  );
}
