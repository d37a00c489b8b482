import { useTranslation } from 'react-i18next';
import { pathOf } from '../../../lib/routes/routes';
import { Card } from '../../../components/ui/Card';
import { TextLink } from '../../../components/ui/TextLink';

/** A step opened without an open recovery (expired, another tab, a direct visit): start again. */
export function RecoveryExpired() {
  const { t } = useTranslation();
  return (
    <Card as="section" className="public-card stack" aria-labelledby="recovery-expired-title">
      <h1 id="recovery-expired-title">{t('recovery.expired.title')}</h1>
      <p>{t('recovery.expired.text')}</p>
      <TextLink to={pathOf('account-recovery')}>{t('recovery.expired.restart')}</TextLink>
    </Card>
  );
}
