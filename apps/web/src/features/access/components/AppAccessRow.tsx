import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Authorisation } from '@portal/contract/oauth';
import { Button } from '../../../components/ui/Button';
import { actionLabel } from '../../../components/ui/actionLabel';
import { Card } from '../../../components/ui/Card';
import { ScopeList } from '../../../components/ui/ScopeList';

/** One authorised app: its name, what it may do, and the revoke button. */
export function AppAccessRow({ app, busy, onRevoke }: { app: Authorisation; busy: boolean; onRevoke: () => void }) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <Card as="section" className="access-row" aria-labelledby={`${labelId}-name`}>
      <div className="access-row__text">
        <h2 id={`${labelId}-name`} className="access-row__name">
          {app.name}
        </h2>
        <p id={labelId} className="muted access-row__can">
          {t('access.canLabel', { app: app.name })}
        </p>
        <ScopeList scopes={app.scopes} labelledBy={labelId} />
      </div>
      <Button aria-label={actionLabel(t('access.revoke'), app.name)} variant="secondary" className="access-row__revoke" onClick={onRevoke} busy={busy}>
        {t('access.revoke')}
      </Button>
    </Card>
  );
}
