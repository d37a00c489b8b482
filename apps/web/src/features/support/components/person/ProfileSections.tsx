import { useTranslation } from 'react-i18next';
import type { SupportPerson } from '@portal/contract/support-person';
import { useFormat } from '../../../../lib/format/useFormat';
import { Row, Section } from './Section';

/** Who the person is: name, username, language, kind of account, since when. */
export function ProfileSection({ person }: { person: SupportPerson }) {
  const { t } = useTranslation();
  const { date } = useFormat();
  const facts: [string, string][] = [
    [t('desk.profile.name'), `${person.firstname} ${person.lastname}`],
    [t('desk.profile.username'), person.username ?? t('desk.none')],
    [t('desk.profile.language'), person.language.toUpperCase()],
    [t('desk.profile.account'), t(person.customer ? 'desk.profile.customer' : 'desk.profile.holder')],
    [t('desk.profile.created'), date(person.created_at)],
    [t('desk.profile.id'), String(person.id)],
  ];
  if (person.closed) facts.push([t('desk.profile.closed'), t('desk.profile.closedDetail', { at: date(person.closed.at), erase: date(person.closed.erase_at) })]);
  return (
    <Section title={t('desk.profile.title')}>
      <dl className="desk-facts">
        {facts.map(([term, value]) => (
          <div key={term} className="desk-facts__item">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}

/** The e-mail addresses and phones in full: the agent checks them with the caller. */
export function ContactsSection({ person }: { person: SupportPerson }) {
  const { t } = useTranslation();
  const contacts = [
    ...person.emails.map((e) => ({ key: `e${e.id}`, value: e.email, primary: e.default, verified: e.verified })),
    ...person.phones.map((p) => ({ key: `p${p.id}`, value: p.phone, primary: p.default, verified: p.verified })),
  ];
  return (
    <Section title={t('desk.contacts.title')} empty={contacts.length === 0 && t('desk.contacts.empty')}>
      <ul className="desk-list">
        {contacts.map((contact) => (
          <Row
            key={contact.key}
            title={contact.value}
            details={[contact.primary && t('desk.contacts.primary'), t(contact.verified ? 'desk.contacts.verified' : 'desk.contacts.unverified')]}
          />
        ))}
      </ul>
    </Section>
  );
}

/** The cards on the account and their state. */
export function CardsSection({ person }: { person: SupportPerson }) {
  const { t } = useTranslation();
  const { date } = useFormat();
  return (
    <Section title={t('desk.cards.title')} empty={person.cards.length === 0 && !person.card_on_account && t('desk.cards.empty')}>
      <ul className="desk-list">
        {person.card_on_account && <Row title={t('desk.cards.onAccount')} details={[t('desk.cards.onAccountDetail')]} />}
        {person.cards.map((card) => (
          <Row
            key={card.id}
            title={t(`desk.cards.kind.${card.kind}`)}
            details={[t(`desk.cards.status.${card.status}`), card.activated_at ? t('desk.cards.activated', { at: date(card.activated_at) }) : t('desk.cards.notActivated')]}
          />
        ))}
      </ul>
    </Section>
  );
}
