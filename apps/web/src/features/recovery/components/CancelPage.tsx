import { useEffect, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RECOVERY_CANCEL_HASH_KEY } from '@portal/contract/recovery';
import { pathOf } from '../../../lib/routes/routes';
import { Alert } from '../../../components/ui/Alert';
import { Card } from '../../../components/ui/Card';
import { Spinner } from '../../../components/ui/Spinner';
import { TextLink } from '../../../components/ui/TextLink';
import { errorKey } from '../../../lib/i18n/errorKeys';
import { cancelRecoveryRequest } from '../api';
import './Recovery.css';

/**
 * /account-recovery/cancel#cancel=TOKEN: the link sent to every e-mail address and phone number of
 * the account. Opening it cancels the request (one click, as the message promises): unlike
 * "This wasn't me", cancelling only stops a pending takeover, so a link scanner that runs the page
 * errs on the safe side. The token leaves the address bar at once.
 */
export default function CancelPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => new URLSearchParams(location.hash.slice(1)).get(RECOVERY_CANCEL_HASH_KEY));
  const cancel = useMutation({ mutationFn: (value: string) => cancelRecoveryRequest(value) });
  const { mutate } = cancel;

  useEffect(() => {
    if (location.hash) void navigate(location.pathname, { replace: true });
  }, [location.hash, location.pathname, navigate]);
  // Once per page, even when React runs the effect twice (development): the token works once.
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    mutate(token);
  }, [token, mutate]);

  const title = !token ? 'missingTitle' : cancel.isSuccess ? 'doneTitle' : cancel.isError ? 'failedTitle' : null;
  return (
    <Card as="section" className="public-card stack recovery" aria-labelledby="recovery-cancel-title" aria-busy={cancel.isPending || undefined}>
      <h1 id="recovery-cancel-title">{title ? t(`recovery.cancel.${title}`) : t('titles.accountRecoveryCancel')}</h1>
      {!token && <p>{t('recovery.cancel.missing')}</p>}
      {token && (cancel.isPending || cancel.isIdle) && (
        <p className="muted" role="status">
          <Spinner /> {t('recovery.cancel.busy')}
        </p>
      )}
      {cancel.isSuccess && <Alert tone="success">{t('recovery.cancel.done')}</Alert>}
      {cancel.isError && <Alert tone="error">{t(errorKey(cancel.error))}</Alert>}
      <TextLink to={pathOf('login.email')}>{t('recovery.cancel.signIn')}</TextLink>
    </Card>
  );
}
