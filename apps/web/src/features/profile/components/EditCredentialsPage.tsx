import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContactChallenge, ContactKind } from '@portal/contract/profile';
import { pathOf } from '../../../lib/routes/routes';
import { useApiErrorAction } from '../../../lib/api/useApiErrorAction';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { Loading } from '../../../components/ui/Loading';
import { TextLink } from '../../../components/ui/TextLink';
import { ApiError } from '../../../lib/api/ApiError';
import { shownError } from '../../../lib/api/error-actions';
import { useUser } from '../../session';
import { deleteContact, makeContactPrimary } from '../api/profileApi';
import type { ContactEntry } from '../contactRules';
import { useProfileChange } from '../hooks/useProfileUpdate';
import type { ProfileToast } from '../toast';
import { AddContactForm } from './AddContactForm';
import { ContactCodeForm } from './ContactCodeForm';
import { ContactList, emailsOf, phonesOf } from './ContactList';
import './Profile.css';

type Change = { action: 'delete' | 'primary'; kind: ContactKind; entry: ContactEntry };

/** /profile/edit-credentials (step-up): add, verify, delete and make primary e-mails and phones. */
export default function EditCredentialsPage() {
  const { t } = useTranslation();
  const user = useUser();
  const act = useApiErrorAction({ stepUp: { to: 'edit-credentials' } });
  const [toast, setToast] = useState<Exclude<ProfileToast, 'info'> | null>(null);
  const [adding, setAdding] = useState<ContactKind | null>(null);
  const [challenge, setChallenge] = useState<ContactChallenge | null>(null);
  // The code's verification expired: step one again, saying why.
  const [expired, setExpired] = useState(false);
  const change = useProfileChange(({ action, kind, entry }: Change) => (action === 'delete' ? deleteContact(kind, entry.id) : makeContactPrimary(kind, entry.id)));
  if (!user) return <Loading />;

  const run = (action: Change['action'], kind: ContactKind) => (entry: ContactEntry) => {
    setToast(null);
    change.mutate({ action, kind, entry }, { onSuccess: () => setToast(action === 'delete' ? 'deleted' : 'primary'), onError: (e) => act(e) });
  };
  const closeAdd = () => {
    setAdding(null);
    setChallenge(null);
    setExpired(false);
  };
  const error = shownError(change.error);
  const switchFailed = change.error instanceof ApiError && change.error.code === 'contact.switch_failed';
  const busyId = change.isPending ? (change.variables?.entry.id ?? null) : null;

  const section = (kind: ContactKind) => (
    <Card as="section" aria-labelledby={`contacts-${kind}`}>
      <div className="profile__head">
        <h2 id={`contacts-${kind}`}>{t(kind === 'email' ? 'profile.emails' : 'profile.phones')}</h2>
        {adding !== kind && (
          <Button
            variant="secondary"
            onClick={() => {
              setToast(null);
              setChallenge(null);
              setExpired(false);
              setAdding(kind);
            }}
          >
            {t(kind === 'email' ? 'contacts.addEmail' : 'contacts.addPhone')}
          </Button>
        )}
      </div>
      <ContactList kind={kind} entries={kind === 'email' ? emailsOf(user) : phonesOf(user)} actions={{ busyId, onDelete: run('delete', kind), onPrimary: run('primary', kind) }} />
      {adding === kind && (
        <div className="contact-add__panel">
          <h3>{t(kind === 'email' ? 'contacts.addEmail' : 'contacts.addPhone')}</h3>
          {challenge ? (
            <ContactCodeForm
              challenge={challenge}
              onCancel={closeAdd}
              onExpired={() => {
                setChallenge(null);
                setExpired(true);
              }}
              onDone={() => {
                closeAdd();
                setToast('added');
              }}
            />
          ) : (
            <>
              {expired && <Alert tone="error">{t('errors.contact.expired')}</Alert>}
              <AddContactForm
                kind={kind}
                onStarted={(started) => {
                  setExpired(false);
                  setChallenge(started);
                }}
                onCancel={closeAdd}
              />
            </>
          )}
        </div>
      )}
    </Card>
  );

  return (
    <section className="profile stack">
      <header>
        <h1>{t('titles.editCredentials')}</h1>
        <p className="muted">{t('contacts.intro')}</p>
      </header>
      {toast && (
        <Alert tone="success" onClose={() => setToast(null)}>
          {t(`contacts.toasts.${toast}`)}
        </Alert>
      )}
      {error && (
        <Alert tone="error">
          {t(error.key)}
          {switchFailed && (
            <>
              {' '}
              {t('contacts.switchNeedsMfa')} <TextLink to={pathOf('security')}>{t('contacts.goToSecurity')}</TextLink>
            </>
          )}
        </Alert>
      )}
      {section('email')}
      {section('phone')}
      <TextLink to={pathOf('profile')}>{t('duplicated.back')}</TextLink>
    </section>
  );
}
