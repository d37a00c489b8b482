import { useId, type ReactNode } from 'react';
import { Card } from '../../../../components/ui/Card';
import { EmptyState } from '../../../../components/ui/QueryState';

interface Props {
  title: string;
  /** A button beside the title (below it on a phone). */
  action?: ReactNode;
  /** Said instead of the content when there is nothing to show. */
  empty?: string | false;
  children?: ReactNode;
}

/** One section of the person's page: a labelled region, its title, its action and its rows. */
export function Section({ title, action, empty, children }: Props) {
  const id = useId();
  return (
    <Card as="section" className="desk-section" aria-labelledby={id}>
      <div className="desk-section__head">
        <h2 id={id}>{title}</h2>
        {action}
      </div>
      {empty ? <EmptyState>{empty}</EmptyState> : children}
    </Card>
  );
}

/** A row of a section's list: what it is, its details, and its action at the end. */
export function Row({ title, details, action }: { title: ReactNode; details?: ReactNode[]; action?: ReactNode }) {
  return (
    <li className="desk-list__item">
      <div className="desk-list__text">
        <span className="desk-list__title">{title}</span>
        {details?.filter(Boolean).map((detail, index) => (
          <span key={index} className="desk-list__detail">
            {detail}
          </span>
        ))}
      </div>
      {action && <div className="desk-list__action">{action}</div>}
    </li>
  );
}
