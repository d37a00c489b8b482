import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TextLink } from '../../../components/ui/TextLink';
import { loginPath } from '../../../lib/routes/paths';
import { pathOf } from '../../../lib/routes/routes';
import { existingCardToken } from '../flowState';
import { OnboardingCard } from './OnboardingCard';
import { StartForm } from './StartForm';

/**
 * /onboarding/existingCard: someone with an account adds a new card. The card is checked now; it is
 * activated for their account once they have signed in (the dashboard spends the kept token).
 */
export default function ExistingCardPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <OnboardingCard
      title={t('titles.onboardingExistingCard')}
      lead={t('onboarding.existingCard.lead')}
      footer={<TextLink to={pathOf('onboarding')}>{t('onboarding.back')}</TextLink>}
    >
      <StartForm
        kind="existing_card"
        onStarted={async ({ token }) => {
          existingCardToken.save(token);
          await navigate(loginPath(pathOf('user-dashboard')));
        }}
      />
    </OnboardingCard>
  );
}
