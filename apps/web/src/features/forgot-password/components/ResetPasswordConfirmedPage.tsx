import { Link, Navigate, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/Card';
import { Icon } from '../../../components/icons/Icon';
import { pathOf } from '../../../lib/routes/routes';
import './ForgotPassword.css';

/** reset-password-confirmed: the password is changed, and the way to log in with it. Only right after a reset. */
export default function ResetPasswordConfirmedPage() {
  const { t } = useTranslation();
  const done = (useLocation().state as { done?: boolean } | null)?.done === true;
  if (!done) return <Navigate to={pathOf('forgot-password.email')} replace />;
  return (
    <Card as="section" className="public-card stack forgot forgot__done" aria-labelledby="reset-confirmed-title">
      <span className="icon-badge">
        <Icon name="check" />
      </span>
      <h1 id="reset-confirmed-title">{t('titles.resetPasswordConfirmed')}</h1>
      <p role="status">{t('forgotPassword.confirmed.text')}</p>
      <Link className="button button--primary button--full" to={pathOf('login.email')}>
        {t('forgotPassword.confirmed.login')}
      </Link>
    </Card>
  );
}
