import { useTranslation } from 'react-i18next';
import { TextLink } from '../../../components/ui/TextLink';
import { pathOf } from '../../../lib/routes/routes';
import { config } from '../../../config/runtime';
import { useBegin } from '../hooks/useBegin';
import { OnboardingCard } from './OnboardingCard';
import { StartForm } from './StartForm';

/** /onboarding/card: the number of the card that came by post opens a new account's onboarding. */
export default function CardPage() {
  const { t } = useTranslation();
  const begin = useBegin();
  return (
    <OnboardingCard
      title={t(config.variant === 'lu' ? 'onboarding.card.titleLu' : 'titles.onboardingCard')}
      lead={t('onboarding.card.lead')}
      footer={<TextLink to={pathOf('onboarding')}>{t('onboarding.back')}</TextLink>}
    >
      <StartForm kind="card" onStarted={begin} />
    </OnboardingCard>
  );
}
