import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PartnerApp } from '@portal/contract/support-admin';
import { Button } from '../../../../components/ui/Button';
import { QueryState } from '../../../../components/ui/QueryState';
import { registerApp } from '../../api/admin';
import { appsKey, useApps, useDeskAction } from '../../queries';
import { Desk } from '../Desk';
import { Section } from '../person/Section';
import { AppForm } from './AppForm';
import { registerResolver, type AppValues, type RegisterApp } from './appForm';
import { AppRow } from './AppRow';
import { SecretShown } from './SecretShown';
import { DeskNotice, useNotice } from '../DeskNotice';

/** /support/apps (admins): the partner apps, as the command line's `clients` commands manage them. */
export default function AppsPage() {
  const { t } = useTranslation();
  return (
    <Desk title={t('titles.supportApps')} adminOnly>
      {() => <Apps />}
    </Desk>
  );
}

const blank: AppValues = { name: '', redirect_uris: '', post_logout_redirect_uris: '', scope: 'openid profile email', public: false, reason: '' };

/** A secret to show once, and which app it belongs to. */
export interface ShownSecret {
  app: string;
  secret: string;
}

function Apps() {
  const { t } = useTranslation();
  const apps = useApps();
  const [registering, setRegistering] = useState(false);
  const [notice, setNotice] = useNotice();
  const [secret, setSecret] = useState<ShownSecret | null>(null);
  const register = useDeskAction((request: RegisterApp) => registerApp(request), appsKey);
  const done = (message: string, shown: ShownSecret | null = null) => {
    setNotice(message);
    setSecret(shown);
  };
  return (
    <Section
      title={t('desk.adminApps.title')}
      action={
        !registering && (
          <Button variant="secondary" onClick={() => setRegistering(true)}>
            {t('desk.adminApps.register')}
          </Button>
        )
      }
    >
      <DeskNotice notice={notice} onClose={() => setNotice(null)} />
      {secret && <SecretShown app={secret.app} secret={secret.secret} onDone={() => setSecret(null)} />}
      {registering && (
        <div className="desk-subform">
          <h3>{t('desk.adminApps.register')}</h3>
          <AppForm
            initial={blank}
            resolver={registerResolver}
            register
            submitLabel={t('desk.adminApps.registerSubmit')}
            busy={register.isPending}
            error={register.error}
            onCancel={() => {
              register.reset();
              setRegistering(false);
            }}
            onSubmit={(request) =>
              register.mutate(request, {
                onSuccess: ({ data, client_secret }) => {
                  setRegistering(false);
                  register.reset();
                  done(t('desk.adminApps.registered', { app: data.name, id: data.client_id }), client_secret ? { app: data.name, secret: client_secret } : null);
                },
              })
            }
          />
        </div>
      )}
      <QueryState query={apps} empty={t('desk.adminApps.empty')}>
        {(list: PartnerApp[]) => (
          <ul className="desk-list">
            {list.map((app) => (
              <AppRow key={app.client_id} app={app} onDone={done} />
            ))}
          </ul>
        )}
      </QueryState>
    </Section>
  );
}
