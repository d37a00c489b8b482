import { useTranslation } from 'react-i18next';
import { actionLabel } from '../../../../components/ui/actionLabel';
import { useFormat } from '../../../../lib/format/useFormat';
import { deviceName, placeText } from '../../../devices';
import { endSessions } from '../../api/person';
import { personRefresh } from '../../queries';
import { DeskAction } from '../DeskAction';
import type { SectionProps } from './PersonSections';
import { Row, Section } from './Section';

/** The person's live sessions: end one, or all of them. */
export function SessionsSection({ person, onDone }: SectionProps) {
  const { t, i18n } = useTranslation();
  const { dateTime } = useFormat();
  const ended = ({ ended }: { ended: number }) => onDone(t('desk.sessions.ended', { count: ended }));
  return (
    <Section
      title={t('desk.sessions.title')}
      empty={person.sessions.length === 0 && t('desk.sessions.empty')}
      action={
        person.sessions.length > 0 && (
          <DeskAction
            label={t('desk.sessions.endAll')}
            title={t('desk.sessions.endAllTitle')}
            text={t('desk.sessions.endAllText', { count: person.sessions.length })}
            run={(reason) => endSessions(person.id, reason)}
            refresh={personRefresh(person.id)}
            onDone={ended}
          />
        )
      }
    >
      <ul className="desk-list">
        {person.sessions.map((session) => {
          const name = deviceName(t, session);
          return (
            <Row
              key={session.id}
              title={name}
              details={[placeText(t, session.location, i18n.language), t('desk.sessions.started', { at: dateTime(session.created_at) }), t('desk.sessions.lastSeen', { at: dateTime(session.last_seen_at) })]}
              action={
                <DeskAction
                  label={t('desk.sessions.endOne')}
                  name={actionLabel(t('desk.sessions.endOne'), name)}
                  title={t('desk.sessions.endOneTitle')}
                  text={t('desk.sessions.endOneText', { device: name })}
                  run={(reason) => endSessions(person.id, reason, session.id)}
                  refresh={personRefresh(person.id)}
                  onDone={ended}
                />
              }
            />
          );
        })}
      </ul>
    </Section>
  );
}
