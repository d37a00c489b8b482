import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PartnerApp } from '@portal/contract/support-admin';
import { Button } from '../../../../components/ui/Button';
import { actionLabel } from '../../../../components/ui/actionLabel';
import { removeApp, rotateAppSecret, updateApp } from '../../api/admin';
import { appsKey, useDeskAction } from '../../queries';
import { DeskAction } from '../DeskAction';
import { AppForm } from './AppForm';
import { updateResolver, type UpdateApp } from './appForm';
import type { ShownSecret } from './AppsPage';

interface Props {
  app: PartnerApp;
  onDone: (message: string, secret?: ShownSecret | null) => void;
}

/** One partner app: what it is, and edit, a new secret (confidential apps) and remove. */
export function AppRow({ app, onDone }: Props) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const update = useDeskAction((request: UpdateApp) => updateApp(app.client_id, request), appsKey);
  const kind = app.machine ? 'machine' : app.public ? 'public' : 'confidential';
  return (
    <li className="desk-list__item desk-app">
      <div className="desk-list__text">
        <span className="desk-list__title">{app.name}</span>
        <span className="desk-list__detail">
          <code>{app.client_id}</code> · {t(`desk.adminApps.kinds.${kind}`)}
        </span>
        <span className="desk-list__detail">{t('desk.adminApps.scopeIs', { scope: app.scope || t('desk.none') })}</span>
        {app.redirect_uris.map((uri) => (
          <span key={uri} className="desk-list__detail desk-uri">
            {uri}
          </span>
        ))}
      </div>
      {editing ? (
        <div className="desk-subform">
          <AppForm
            initial={{
              name: app.name,
              redirect_uris: app.redirect_uris.join('\n'),
              post_logout_redirect_uris: app.post_logout_redirect_uris.join('\n'),
              scope: app.scope,
              public: app.public,
              reason: '',
            }}
            resolver={updateResolver}
            submitLabel={t('desk.adminApps.save')}
            busy={update.isPending}
            error={update.error}
            onCancel={() => {
              update.reset();
              setEditing(false);
            }}
            onSubmit={(request) =>
              update.mutate(request, {
                onSuccess: () => {
                  setEditing(false);
                  update.reset();
                  onDone(t('desk.adminApps.saved', { app: app.name }));
                },
              })
            }
          />
        </div>
      ) : (
        <div className="desk-list__action desk-app__actions">
          <Button variant="secondary" aria-label={actionLabel(t('desk.adminApps.edit'), app.name)} onClick={() => setEditing(true)}>
            {t('desk.adminApps.edit')}
          </Button>
          {!app.public && (
            <DeskAction
              label={t('desk.adminApps.rotate')}
              name={actionLabel(t('desk.adminApps.rotate'), app.name)}
              title={t('desk.adminApps.rotateTitle', { app: app.name })}
              text={t('desk.adminApps.rotateText')}
              run={(reason) => rotateAppSecret(app.client_id, reason)}
              refresh={appsKey}
              onDone={({ client_secret }) => onDone(t('desk.adminApps.rotated', { app: app.name }), { app: app.name, secret: client_secret })}
            />
          )}
          <DeskAction
            label={t('desk.adminApps.remove')}
            name={actionLabel(t('desk.adminApps.remove'), app.name)}
            title={t('desk.adminApps.removeTitle', { app: app.name })}
            text={t('desk.adminApps.removeText')}
            run={(reason) => removeApp(app.client_id, reason)}
            refresh={appsKey}
            onDone={() => onDone(t('desk.adminApps.removed', { app: app.name }))}
          />
        </div>
      )}
    </li>
  );
}
