import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { FoundPerson } from '@portal/contract/support';
import { Card } from '../../../components/ui/Card';
import { EmptyState } from '../../../components/ui/QueryState';
import { TextLink } from '../../../components/ui/TextLink';
import { personPath, type PersonPageState } from '../paths';

/** The people a search found, each a link to their page carrying the search's reason. */
export function SearchResults({ people, reason }: { people: FoundPerson[]; reason: string }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Card as="section" className="desk-section" aria-labelledby={id}>
      <h2 id={id}>{t('desk.search.results')}</h2>
      {people.length === 0 ? (
        <EmptyState>{t('desk.search.empty')}</EmptyState>
      ) : (
        <ul className="desk-list" aria-labelledby={id}>
          {people.map((person) => (
            <li key={person.id} className="desk-list__item">
              <TextLink to={personPath(person.id)} state={{ reason } satisfies PersonPageState} className="desk-list__title">
                {person.name}
              </TextLink>
              <span className="desk-list__detail">{person.email ?? t('desk.search.noEmail')}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
