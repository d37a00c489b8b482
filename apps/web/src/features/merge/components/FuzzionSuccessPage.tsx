import { HOME_PATH } from '@portal/contract/spa-paths';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

import { Alert } from '../../../components/ui/Alert';
import { Card } from '../../../components/ui/Card';
import { Loading } from '../../../components/ui/Loading';
import { formatPhone } from '../../../lib/format/phone';
import { useUser } from '../../session';
import { mergeOffer } from '../flowState';
import './Merge.css';

/**
 * /fuzzion-success: the merged account's primary and secondary e-mail addresses and phone numbers
 * (read back from the profile, so that it also shows after the MFA set-up that may come first).
 */
export default function FuzzionSuccessPage() {
  const { t } = useTranslation();
  // The merge refreshed the profile; the guard only lets signed-in people here.
  const user = useUser();
  // The merge is done: the offer's payload has no further use (after an MFA set-up it is still there).
  useEffect(() => mergeOffer.forget(), []);
  return (
    <Card as="section" className="public-card stack merge" aria-labelledby="merge-success-title">
      <h1 id="merge-success-title">{t('titles.fuzzionSuccess')}</h1>
      <Alert tone="success">
        <p>{t('merge.success.text')}</p>
      </Alert>
      {user ? (
        <dl className="merge__summary">
          <Entry label={t('merge.success.primaryEmail')} values={user.email.slice(0, 1).map((e) => e.email)} />
          <Entry label={t('merge.success.otherEmails')} values={user.email.slice(1).map((e) => e.email)} />
          <Entry label={t('merge.success.primaryPhone')} values={user.phone.slice(0, 1).map((p) => formatPhone(p.phone))} />
          <Entry label={t('merge.success.otherPhones')} values={user.phone.slice(1).map((p) => formatPhone(p.phone))} />
        </dl>
      ) : (
        <Loading />
      )}
      <p className="muted">{t('merge.success.password')}</p>
      <Link className="button button--primary button--full" to={HOME_PATH}>
        {t('merge.success.dashboard')}
      </Link>
    </Card>
  );
}

function Entry({ label, values }: { label: string; values: string[] }) {
  const { t } = useTranslation();
  return (
    <div className="merge__entry">
      <dt>{label}</dt>
      {values.length > 0 ? values.map((value) => <dd key={value}>{value}</dd>) : <dd className="muted">{t('merge.success.none')}</dd>}
    </div>
  );
}
