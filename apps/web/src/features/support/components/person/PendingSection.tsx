import { useTranslation } from 'react-i18next';
import { actionLabel } from '../../../../components/ui/actionLabel';
import { useFormat } from '../../../../lib/format/useFormat';
import { cancelRecovery, resendVerification } from '../../api/person';
import { personRefresh } from '../../queries';
import { DeskAction } from '../DeskAction';
import type { SectionProps } from './PersonSections';
import { Row, Section } from './Section';

/** The purposes of the server's verifications (db/types.ts VerificationPurpose); another one reads "a verification". */
const purposes = ['login', 'step_up', 'enroll', 'contact', 'password_reset', 'onboarding', 'merge', 'passkey', 'handover', 'not_me', 'recovery', 'card_activation'] as const;
type Purpose = (typeof purposes)[number] | 'other';
const purposeOf = (purpose: string): Purpose => (purposes as readonly string[]).includes(purpose) ? (purpose as Purpose) : 'other';

/** Verifications the person is in the middle of; a code sent to a target may be sent again. */
export function PendingSection({ person, onDone }: SectionProps) {
  const { t } = useTranslation();
  const { dateTime } = useFormat();
  return (
    <Section title={t('desk.pending.title')} empty={person.pending.length === 0 && t('desk.pending.empty')}>
      <ul className="desk-list">
        {person.pending.map((pending) => {
          const what = t(`desk.pending.purposes.${purposeOf(pending.purpose)}`);
          return (
            <Row
              key={pending.id}
              title={what}
              details={[pending.target, t('desk.pending.started', { at: dateTime(pending.created_at) }), t('desk.pending.expires', { at: dateTime(pending.expires_at) })]}
              action={
                pending.resendable && (
                  <DeskAction
                    label={t('desk.pending.resend')}
                    name={actionLabel(t('desk.pending.resend'), pending.target ?? what)}
                    title={t('desk.pending.resendTitle')}
                    text={t('desk.pending.resendText', { target: pending.target ?? '' })}
                    run={(reason) => resendVerification(person.id, reason, pending.id)}
                    refresh={personRefresh(person.id)}
                    onDone={() => onDone(t('desk.pending.resent'))}
                  />
                )
              }
            />
          );
        })}
      </ul>
    </Section>
  );
}

/** Recovery requests waiting out their 72 hours; the person may have asked us to stop one. */
export function RecoveryRequestsSection({ person, onDone }: SectionProps) {
  const { t } = useTranslation();
  const { dateTime } = useFormat();
  return (
    <Section title={t('desk.recovery.title')} empty={person.recovery_requests.length === 0 && t('desk.recovery.empty')}>
      <ul className="desk-list">
        {person.recovery_requests.map((request) => {
          const requested = t('desk.recovery.requested', { at: dateTime(request.created_at) });
          return (
            <Row
              key={request.id}
              title={requested}
              details={[t('desk.recovery.ready', { at: dateTime(request.ready_at) })]}
              action={
                <DeskAction
                  label={t('desk.recovery.cancel')}
                  name={actionLabel(t('desk.recovery.cancel'), requested)}
                  title={t('desk.recovery.cancelTitle')}
                  text={t('desk.recovery.cancelText')}
                  run={(reason) => cancelRecovery(person.id, reason, request.id)}
                  refresh={personRefresh(person.id)}
                  onDone={() => onDone(t('desk.recovery.cancelled'))}
                />
              }
            />
          );
        })}
      </ul>
    </Section>
  );
}
