import { useTranslation } from 'react-i18next';
import { liftLimits } from '../../api/person';
import { personRefresh } from '../../queries';
import { DeskAction } from '../DeskAction';
import type { SectionProps } from './PersonSections';
import { Section } from './Section';

const holds = ['captcha_required', 'locked_for_today', 'second_factor_locked'] as const;

/** Whether sign-in limits hold the person now; lifting them starts their counts over. */
export function LimitsSection({ person, onDone }: SectionProps) {
  const { t } = useTranslation();
  const held = holds.filter((hold) => person.limits[hold]);
  return (
    <Section
      title={t('desk.limits.title')}
      empty={held.length === 0 && t('desk.limits.none')}
      action={
        held.length > 0 && (
          <DeskAction
            label={t('desk.limits.lift')}
            title={t('desk.limits.liftTitle')}
            text={t('desk.limits.liftText')}
            run={(reason) => liftLimits(person.id, reason)}
            refresh={personRefresh(person.id)}
            onDone={() => onDone(t('desk.limits.lifted'))}
          />
        )
      }
    >
      <ul className="desk-bullets">
        {held.map((hold) => (
          <li key={hold}>{t(`desk.limits.holds.${hold}`)}</li>
        ))}
      </ul>
    </Section>
  );
}
