import { useTranslation } from 'react-i18next';
import { actionLabel } from '../../../../components/ui/actionLabel';
import { revokeApp } from '../../api/person';
import { personRefresh } from '../../queries';
import { DeskAction } from '../DeskAction';
import type { SectionProps } from './PersonSections';
import { Row, Section } from './Section';

/** The partner apps the person authorised; revoking one ends its access. */
export function AppsSection({ person, onDone }: SectionProps) {
  const { t } = useTranslation();
  return (
    <Section title={t('desk.apps.title')} empty={person.apps.length === 0 && t('desk.apps.empty')}>
      <ul className="desk-list">
        {person.apps.map((app) => (
          <Row
            key={app.client_id}
            title={app.name}
            details={[app.scopes.map((scope) => t(`scopes.${scope}`)).join(' · ')]}
            action={
              <DeskAction
                label={t('desk.apps.revoke')}
                name={actionLabel(t('desk.apps.revoke'), app.name)}
                title={t('desk.apps.revokeTitle', { app: app.name })}
                text={t('desk.apps.revokeText')}
                run={(reason) => revokeApp(person.id, reason, app.client_id)}
                refresh={personRefresh(person.id)}
                onDone={() => onDone(t('desk.apps.revoked', { app: app.name }))}
              />
            }
          />
        ))}
      </ul>
    </Section>
  );
}
