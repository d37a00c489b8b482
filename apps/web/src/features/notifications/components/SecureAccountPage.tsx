import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { pathOf } from '../../../lib/routes/routes';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { TextLink } from '../../../components/ui/TextLink';
import { errorKey } from '../../../lib/i18n/errorKeys';
import { forgetSession } from '../../session';
import { secureAccount } from '../api/notifications';
import { secureSourceOf, type SecureSource } from '../secureSource';
import './Notifications.css';

/**
 * /secure-account: "This wasn't me". Opening the e-mail's link does nothing by itself (a GET must
 * not act): the person reads what will happen and confirms with a button that POSTs. The token
 * leaves the address bar at once, so it is neither bookmarked nor shared by accident.
 */
export default function SecureAccountPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [source] = useState<SecureSource | null>(() => secureSourceOf(location.hash, location.state));
  const secure = useMutation({
    mutationFn: (s: SecureSource) => secureAccount(s),
    // Every session of the account ended, this browser's too: forget it here as well.
    onSuccess: () => forgetSession(queryClient),
  });

  useEffect(() => {
    if (location.hash) void navigate(location.pathname, { replace: true, state: location.state });
  }, [location.hash, location.pathname, location.state, navigate]);

  if (secure.isSuccess) {
    const done = secure.data;
    return (
      <Card className="public-card stack">
        <h1>{t('secureAccount.doneTitle')}</h1>
        <Alert tone="success">{t('secureAccount.done', { sessions: done.sessions_ended, devices: done.devices_untrusted, apps: done.apps_revoked })}</Alert>
        <p>{done.reset_sent ? t('secureAccount.resetSent') : t('secureAccount.noEmail')}</p>
        <div className="secure-account__actions">
          {!done.reset_sent && <TextLink to={pathOf('forgot-password.email')}>{t('secureAccount.forgotPassword')}</TextLink>}
          <TextLink to={pathOf('login.email')}>{t('secureAccount.signIn')}</TextLink>
        </div>
      </Card>
    );
  }

  if (!source || secure.isError) {
    return (
      <Card className="public-card stack">
        <h1>{t(source ? 'secureAccount.failedTitle' : 'secureAccount.missingTitle')}</h1>
        {secure.isError ? <Alert tone="error">{t(errorKey(secure.error))}</Alert> : <p>{t('secureAccount.missing')}</p>}
        <TextLink to={pathOf('login.email')}>{t('secureAccount.signIn')}</TextLink>
      </Card>
    );
  }

  const cancelTo = 'notification' in source ? pathOf('notifications') : 'signIn' in source ? pathOf('history') : pathOf('login.email');
  return (
    <Card className="public-card stack">
      <h1>{t('secureAccount.title')}</h1>
      <p>{t('secureAccount.intro')}</p>
      <ul className="secure-account__steps">
        <li>{t('secureAccount.steps.sessions')}</li>
        <li>{t('secureAccount.steps.devices')}</li>
        <li>{t('secureAccount.steps.apps')}</li>
        <li>{t('secureAccount.steps.reset')}</li>
      </ul>
      <Button fullWidth busy={secure.isPending} onClick={() => secure.mutate(source)}>
        {t('secureAccount.confirm')}
      </Button>
      <TextLink to={cancelTo}>{t('secureAccount.cancel')}</TextLink>
    </Card>
  );
}
