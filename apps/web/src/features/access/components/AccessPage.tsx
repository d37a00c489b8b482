import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Card } from '../../../components/ui/Card';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { EmptyState, QueryState } from '../../../components/ui/QueryState';
import { errorKey } from '../../../lib/i18n/errorKeys';
import { useAuthorisations } from '../hooks/useAuthorisations';
import { AppAccessRow } from './AppAccessRow';
import './AccessPage.css';

/** /user/access: the third-party apps authorised to the account, each with a revoke button. */
export default function AccessPage() {
  const { t } = useTranslation();
  const { list, revoke } = useAuthorisations();
  const [revokedApp, setRevokedApp] = useState<string | null>(null);
  const [asking, setAsking] = useState<{ clientId: string; name: string } | null>(null);
  const apps = Object.values(list.data ?? {}).sort((a, b) => a.name.localeCompare(b.name));

  const onRevoke = ({ clientId, name }: { clientId: string; name: string }) => {
    setRevokedApp(null);
    revoke.mutate(clientId, {
      onSuccess: () => setRevokedApp(name),
      onSettled: () => setAsking(null),
    });
  };

  return (
    <section className="access stack">
      <header className="access__header">
        <h1>{t('titles.userAccess')}</h1>
        <p className="muted">{t('access.intro')}</p>
      </header>
      {revokedApp && (
        <Alert tone="success" onClose={() => setRevokedApp(null)}>
          {t('access.revoked', { app: revokedApp })}
        </Alert>
      )}
      {revoke.isError && <Alert tone="error">{t(errorKey(revoke.error))}</Alert>}
      <QueryState
        query={list}
        isEmpty={() => apps.length === 0}
        empty={
          <Card>
            <EmptyState>{t('access.empty')}</EmptyState>
          </Card>
        }
      >
        {() => (
          <ul className="access__list" aria-label={t('access.listLabel')}>
            {apps.map((app) => (
              <li key={app.client_id}>
                <AppAccessRow app={app} busy={revoke.isPending && revoke.variables === app.client_id} onRevoke={() => setAsking({ clientId: app.client_id, name: app.name })} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <ConfirmDialog
        open={asking !== null}
        title={t('review.confirm.revoke.title', { app: asking?.name })}
        text={t('review.confirm.revoke.text', { app: asking?.name })}
        action={t('review.confirm.revoke.action')}
        busy={revoke.isPending}
        onConfirm={() => asking && onRevoke(asking)}
        onCancel={() => setAsking(null)}
      />
    </section>
  );
}
