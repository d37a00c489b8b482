import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Icon, type IconName } from '../../../components/icons/Icon';
import { TextLink } from '../../../components/ui/TextLink';
import { pathOf, type RouteName } from '../../../lib/routes/routes';
import { config } from '../../../config/runtime';
import { OnboardingCard } from './OnboardingCard';

interface Choice {
  to: RouteName;
  icon: IconName;
  label: string;
  hint: string;
}

function ChoiceLink({ to, icon, label, hint }: Choice) {
  return (
    <li>
      <Link to={pathOf(to)} className="method-button onboarding__choice">
        <span className="icon-badge" aria-hidden="true">
          <Icon name={icon} />
        </span>
        <span className="method-button__text">
          <span className="method-button__kind">{label}</span>
          <span className="onboarding__choice-hint">{hint}</span>
        </span>
        <Icon name="chevronRight" className="method-button__chevron" />
      </Link>
    </li>
  );
}

/**
 * /onboarding: new person (a card arrived, or an invitation e-mail) or existing account (add a
 * card). Luxembourg cards come by post, so card activation leads there, as in its login banner.
 */
export default function StartPage() {
  const { t } = useTranslation();
  const expired = (useLocation().state as { expired?: boolean } | null)?.expired;
  const lu = config.variant === 'lu';
  const card: Choice = { to: 'onboarding.card', icon: 'card', label: t(lu ? 'onboarding.start.activateCard' : 'onboarding.start.card'), hint: t('onboarding.start.cardHint') };
  const code: Choice = { to: 'onboarding.code', icon: 'mail', label: t('onboarding.start.code'), hint: t('onboarding.start.codeHint') };
  const existing: Choice = { to: 'onboarding.existingCard', icon: 'user', label: t('onboarding.start.existingCard'), hint: t('onboarding.start.existingCardHint') };
  return (
    <OnboardingCard
      title={t(lu ? 'onboarding.start.titleLu' : 'onboarding.start.title')}
      lead={t(lu ? 'onboarding.start.leadLu' : 'onboarding.start.lead')}
      footer={
        <>
          <span className="muted">{t('onboarding.start.haveAccount')}</span>
          <TextLink to={pathOf('login.email')}>{t('onboarding.start.login')}</TextLink>
        </>
      }
    >
      {expired && <Alert tone="error">{t('errors.onboarding.expired')}</Alert>}
      <section className="onboarding__group" aria-labelledby="onboarding-new">
        <h2 id="onboarding-new">{t('onboarding.start.newUser')}</h2>
        <ul className="mfa-methods">
          <ChoiceLink {...card} />
          <ChoiceLink {...code} />
        </ul>
      </section>
      <section className="onboarding__group" aria-labelledby="onboarding-existing">
        <h2 id="onboarding-existing">{t('onboarding.start.existingUser')}</h2>
        <ul className="mfa-methods">
          <ChoiceLink {...existing} />
        </ul>
      </section>
    </OnboardingCard>
  );
}
