import { useTranslation } from 'react-i18next';
import type { SupportPerson } from '@portal/contract/support-person';
import { useFormat } from '../../../../lib/format/useFormat';
import { deviceName, placeText } from '../../../devices';
import { Section } from './Section';

/** The person's newest security events, in the words of their own history (`events.<type>`). */
export function HistorySection({ person }: { person: SupportPerson }) {
  const { t, i18n } = useTranslation();
  const { dateTime } = useFormat();
  return (
    <Section title={t('desk.history.title')} empty={person.history.length === 0 && t('desk.history.empty')}>
      <ol className="desk-list" aria-label={t('desk.history.title')}>
        {person.history.map((event) => (
          <li key={event.id} className="desk-list__item">
            <div className="desk-list__text">
              <span className="desk-list__title">{t(`events.${event.type}`)}</span>
              <span className="desk-list__detail">
                <time dateTime={event.at}>{dateTime(event.at)}</time> · {deviceName(t, event)} · {placeText(t, event.location, i18n.language)}
              </span>
            </div>
          </li>
        ))}
      </ol>
    </Section>
  );
}
