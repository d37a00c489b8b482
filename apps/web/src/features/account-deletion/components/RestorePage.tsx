import { useEffect, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { RESTORE_HASH_KEY } from '@portal/contract/account-deletion';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { TextLink } from '../../../components/ui/TextLink';
import { errorKey } from '../../../lib/i18n/errorKeys';
import { pathOf } from '../../../lib/routes/routes';
import { restoreAccount } from '../api';
import './AccountDeletion.css';

/**
 * /account/restore#restore=TOKEN: the closing e-mail's link. Opening it does nothing by itself (a
 * link scanner must not undo a deletion): the person confirms with a button. The token leaves the
 * address bar at once.
 */
export default function RestorePage() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => new URLSearchParams(location.hash.slice(1)).get(RESTORE_HASH_KEY));
  const restore = useMutation({ mutationFn: (value: string) => restoreAccount({ token: value }) });

  useEffect(() => {
    if (location.hash) void navigate(location.pathname, { replace: true });
  }, [location.hash, location.pathname, navigate]);

  const title = !token ? 'missingTitle' : restore.isSuccess ? 'doneTitle' : restore.isError ? 'failedTitle' : 'title';
  return (
    <Card as="section" className="public-card stack" aria-labelledby="restore-title" aria-busy={restore.isPending || undefined}>
      <h1 id="restore-title">{t(`accountDeletion.restorePage.${title}`)}</h1>
      {!token && <p>{t('accountDeletion.restorePage.missing')}</p>}
      {token && restore.isIdle && (
        <>
          <p>{t('accountDeletion.restorePage.intro')}</p>
          <Button fullWidth onClick={() => restore.mutate(token)}>
            {t('accountDeletion.restorePage.confirm')}
          </Button>
        </>
      )}
      {restore.isPending && <p className="muted" role="status">{t('accountDeletion.restorePage.busy')}</p>}
      {restore.isSuccess && <Alert tone="success">{t('accountDeletion.restorePage.done')}</Alert>}
      {restore.isError && <Alert tone="error">{t(errorKey(restore.error))}</Alert>}
      <TextLink to={pathOf('login.email')}>{t('accountDeletion.restorePage.signIn')}</TextLink>
    </Card>
  );
}
