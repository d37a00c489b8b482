import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Card } from '../../../components/ui/Card';
import { TextLink } from '../../../components/ui/TextLink';
import { pathOf } from '../../../lib/routes/routes';

/** A spent, late or unknown step: the one way on is to start again. */
export function FlowExpired() {
  const { t } = useTranslation();
  return (
    <Card className="public-card stack forgot">
      <h1>{t('forgotPassword.expiredTitle')}</h1>
      <Alert tone="error">{t('errors.password_reset.expired')}</Alert>
      <TextLink to={pathOf('forgot-password.email')}>{t('forgotPassword.startAgain')}</TextLink>
    </Card>
  );
}
