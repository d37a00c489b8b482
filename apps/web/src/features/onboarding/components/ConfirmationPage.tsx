import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { Icon } from '../../../components/icons/Icon';
import { pathOf } from '../../../lib/routes/routes';
import { useUser } from '../../session';
import { onboardingOutcome } from '../flowState';
import { OnboardingCard } from './OnboardingCard';

/**
 * /onboarding/confirmation: one of the three outcomes, signed in (the last step started the
 * session), with the way on to the dashboard, where a card that could not be activated can be
 * later. Should the session be missing after all, it offers the sign-in instead.
 */
export default function ConfirmationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useUser();
  const [outcome] = useState(onboardingOutcome.read);
  if (!outcome) return <Navigate to={pathOf('onboarding')} replace />;
  const failed = outcome === 'card_activation_failed';
  const email = user?.email[0]?.email;
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
      {user ? (
        <>
          {email && (
            <p className="onboarding__signed-in">
              <Icon name="user" />
              <span>{t('onboarding.confirmation.signedIn', { email })}</span>
            </p>
          )}
          <Button fullWidth onClick={() => void navigate(pathOf('user-dashboard'))}>
            {t('onboarding.confirmation.dashboard')}
          </Button>
        </>
      ) : (
        <Button fullWidth onClick={() => void navigate(pathOf('login.email'))}>
          {t('onboarding.confirmation.login')}
        </Button>
      )}
    </OnboardingCard>
  );
}
