import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { Icon } from '../../../components/icons/Icon';
import { pathOf } from '../../../lib/routes/routes';
import { onboardingOutcome } from '../flowState';
import { OnboardingCard } from './OnboardingCard';

/**
 * /onboarding/confirmation: one of the three outcomes. No session was started: the person signs in
 * with what they just chose (and so proves the password once more).
 */
export default function ConfirmationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [outcome] = useState(onboardingOutcome.read);
  if (!outcome) return <Navigate to={pathOf('onboarding')} replace />;
  const failed = outcome === 'card_activation_failed';
  return (
    <OnboardingCard
      title={t(`onboarding.confirmation.${outcome}.title`)}
      illustration={
        <span className={`icon-badge onboarding__badge ${failed ? 'onboarding__badge--warning' : 'onboarding__badge--success'}`} aria-hidden="true">
          <Icon name={failed ? 'alert' : 'check'} />
        </span>
      }
    >
      <p className="muted onboarding__lead">{t(`onboarding.confirmation.${outcome}.text`)}</p>
      <Button fullWidth onClick={() => void navigate(pathOf('login.email'))}>
        {t('onboarding.confirmation.login')}
      </Button>
    </OnboardingCard>
  );
}
