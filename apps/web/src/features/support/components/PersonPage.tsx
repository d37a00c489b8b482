import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { LoadError } from '../../../components/ui/LoadError';
import { Loading } from '../../../components/ui/Loading';
import { TextLink } from '../../../components/ui/TextLink';
import { usePageTitle } from '../../../lib/routes/pageTitle';
import { pathOf } from '../../../lib/routes/routes';
import type { PersonPageState } from '../paths';
import { usePerson } from '../queries';
import { Desk } from './Desk';
import { AskReason } from './person/AskReason';
import { PersonSections } from './person/PersonSections';
import { Alert } from '../../../components/ui/Alert';
import { DeskNotice, useNotice } from './DeskNotice';

/**
 * /support/people/:id: everything about one person the desk may see, and its actions. The reason
 * comes from the search (router state); arriving without one (a reload, a shared link) asks for it.
 */
export default function PersonPage() {
  const { t } = useTranslation();
  return <Desk title={t('titles.supportPerson')}>{() => <Person />}</Desk>;
}

function Person() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const carried = (useLocation().state as PersonPageState | null)?.reason ?? null;
  const [reason, setReason] = useState<string | null>(carried);
  const [notice, setNotice] = useNotice();
  const person = usePerson(id, reason);
  // The heading and the document title name the person once loaded; "Person" until then.
  usePageTitle(person.data ? `${person.data.firstname} ${person.data.lastname}` : null);
  if (!Number.isInteger(id) || id <= 0) return <Alert tone="error">{t('errors.not_found')}</Alert>;
  return (
    <div className="desk-person">
      <p>
        <TextLink to={pathOf('support')}>{t('desk.person.back')}</TextLink>
      </p>
      {reason === null ? (
        <AskReason onReason={setReason} />
      ) : person.status === 'pending' ? (
        <Loading />
      ) : person.status === 'error' ? (
        <LoadError error={person.error} retrying={person.isFetching} onRetry={() => void person.refetch()} />
      ) : (
        <>
          <DeskNotice notice={notice} onClose={() => setNotice(null)} />
          <PersonSections person={person.data} onDone={setNotice} />
        </>
      )}
    </div>
  );
}
