import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Card } from '../../../components/ui/Card';
import { TextLink } from '../../../components/ui/TextLink';
import { useFormat } from '../../../lib/format/useFormat';
import { pathOf } from '../../../lib/routes/routes';
import { eraseAtOf } from '../deletedState';
import './AccountDeletion.css';

/** /account/deleted: signed out, told when the account is erased and how to restore it until then. */
export default function AccountDeletedPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const location = useLocation();
  const [eraseAt] = useState(() => eraseAtOf(location.state));
  return (
    <Card as="section" className="public-card stack" aria-labelledby="account-deleted-title">
      <h1 id="account-deleted-title">{t('accountDeletion.done.title')}</h1>
      <p role="status">{eraseAt !== null ? t('accountDeletion.done.erased', { date: format.date(eraseAt) }) : t('accountDeletion.done.erasedLater')}</p>
      <p>{t('accountDeletion.done.signedOut')}</p>
      <p>{t('accountDeletion.done.restore')}</p>
      <TextLink to={pathOf('login.email')}>{t('accountDeletion.done.signIn')}</TextLink>
    </Card>
  );
}
