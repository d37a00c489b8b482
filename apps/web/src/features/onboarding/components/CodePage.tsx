import { useTranslation } from 'react-i18next';
import { TextLink } from '../../../components/ui/TextLink';
import { pathOf } from '../../../lib/routes/routes';
import { useBegin } from '../hooks/useBegin';
import { OnboardingCard } from './OnboardingCard';
import { StartForm } from './StartForm';

/** /onboarding/code: the invitation code of the e-mail an employer or the client area sent. */
export default function CodePage() {
  const { t } = useTranslation();
  const begin = useBegin();
  return (
    <OnboardingCard
      title={t('titles.onboardingCode')}
      lead={t('onboarding.code.lead')}
      footer={<TextLink to={pathOf('onboarding')}>{t('onboarding.back')}</TextLink>}
    >
      <StartForm kind="code" onStarted={begin} />
    </OnboardingCard>
  );
}
