import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { TextLink } from '../../../components/ui/TextLink';
import { pathOf } from '../../../lib/routes/routes';
import { onboardingToken } from '../flowState';
import { OnboardingCard } from './OnboardingCard';
import { OnboardingStep } from './OnboardingStep';

const nextSteps = ['terms', 'details', 'email', 'phone', 'password'] as const;

/** /onboarding/welcome: the name the card or invitation carries, and what the next minutes hold. */
export default function WelcomePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <OnboardingStep title={t('titles.onboardingWelcome')}>
      {(state) => (
        <OnboardingCard
          title={state.firstname ? t('onboarding.welcome.titleNamed', { name: state.firstname }) : t('titles.onboardingWelcome')}
          lead={state.kind === 'code' ? t('onboarding.welcome.leadCode') : t('onboarding.welcome.leadCard', { last4: state.card_last4 ?? '' })}
          footer={
            <TextLink to={pathOf(state.kind === 'code' ? 'onboarding.code' : 'onboarding.card')} onClick={() => onboardingToken.forget()}>
              {t(state.kind === 'code' ? 'onboarding.welcome.otherCode' : 'onboarding.welcome.otherCard')}
            </TextLink>
          }
        >
          <h2 className="onboarding__subtitle">{t('onboarding.welcome.next')}</h2>
          <ol className="stack-list onboarding__next">
            {nextSteps.map((step, index) => (
              <li key={step}>
                <span className="onboarding__next-number" aria-hidden="true">
                  {index + 1}
                </span>
                <span>{t(`onboarding.welcome.steps.${step}`)}</span>
              </li>
            ))}
          </ol>
          <Button fullWidth onClick={() => void navigate(pathOf('onboarding.terms-conditions'))}>
            {t('onboarding.welcome.start')}
          </Button>
        </OnboardingCard>
      )}
    </OnboardingStep>
  );
}
