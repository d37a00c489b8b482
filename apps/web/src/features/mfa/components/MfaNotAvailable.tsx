import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/Card';

/** Step-up and set-up uses of the MFA screens come with their own issues. */
export function MfaNotAvailable() {
  const { t } = useTranslation();
  return (
    <Card className="public-card stack">
      <h1>{t('titles.mfa')}</h1>
      <p className="muted">{t('mfa.methods.notAvailable')}</p>
    </Card>
  );
}
