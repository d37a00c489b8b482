import { useTranslation } from 'react-i18next';
import type { SupportPerson } from '@portal/contract/support-person';
import { useFormat } from '../../../../lib/format/useFormat';
import { Row, Section } from './Section';

/** How the person passes the second factor: methods with masked targets, passkeys, recovery keys left. */
export function FactorsSection({ person }: { person: SupportPerson }) {
  const { t } = useTranslation();
  const { date } = useFormat();
  const none = person.methods.length === 0 && person.passkeys.length === 0;
  return (
    <Section title={t('desk.factors.title')}>
      {none ? (
        <p className="muted">{t('desk.factors.none')}</p>
      ) : (
        <ul className="desk-list" aria-label={t('desk.factors.title')}>
          {person.methods.map((method) => (
            <Row
              key={`m${method.id}`}
              title={t(`mfa.kind.${method.method}`)}
              details={[method.target, method.primary && t('desk.factors.primary'), t('desk.factors.added', { at: date(method.created_at) })]}
            />
          ))}
          {person.passkeys.map((passkey) => (
            <Row
              key={`p${passkey.id}`}
              title={`${t('mfa.kind.passkey')}: ${passkey.name}`}
              details={[t('desk.factors.added', { at: date(passkey.created_at) }), passkey.last_used_at ? t('desk.factors.lastUsed', { at: date(passkey.last_used_at) }) : t('desk.factors.neverUsed')]}
            />
          ))}
        </ul>
      )}
      {/* Recovery keys come with an authenticator: without one, "0 left" would say nothing. */}
      {(person.recovery_keys_left > 0 || person.methods.some((m) => m.method === 'totp')) && <p>{t('desk.factors.recoveryKeysLeft', { count: person.recovery_keys_left })}</p>}
    </Section>
  );
}
