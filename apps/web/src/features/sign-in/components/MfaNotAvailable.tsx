import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/Card';

/** /mfa or /mfa/methods opened outside a login or a step-up: there is nothing to confirm. */
export function MfaNotAvailable() {
  const { t } = useTranslation();
  return (
    <Card className="public-card stack">
      <h1>{t('titles.mfa')}</h1>
      <p className="muted">{t('mfa.methods.notAvailable')}</p>
    </Card>
  );
}
