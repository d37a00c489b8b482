import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pathOf, type RouteName } from '../../../lib/routes/routes';
import { Icon } from '../../../components/icons/Icon';
import { Card } from '../../../components/ui/Card';
import { TextLink } from '../../../components/ui/TextLink';
import { readFlow } from '../flowState';
import { RecoveryExpired } from './RecoveryExpired';
import '../../../styles/screens.css';
import './Recovery.css';

const options = [
  { key: 'key', route: 'account-recovery.key', icon: 'key' },
  { key: 'card', route: 'account-recovery.card', icon: 'card' },
  { key: 'request', route: 'account-recovery.request', icon: 'mail' },
] as const satisfies readonly { key: string; route: RouteName; icon: string }[];

/**
 * /account-recovery/options: the proofs in order of preference. Every name gets all three: which
 * ones an account could use would tell that it exists.
 */
export default function OptionsPage() {
  const { t } = useTranslation();
  const [flow] = useState(readFlow);
  if (!flow) return <RecoveryExpired />;
  return (
    <Card as="section" className="public-card stack recovery" aria-labelledby="recovery-options-title">
      <h1 id="recovery-options-title">{t('titles.accountRecoveryOptions')}</h1>
      <p className="recovery__intro muted">{t('recovery.options.intro')}</p>
      <ul className="mfa-methods">
        {options.map((option) => (
          <li key={option.key}>
            <Link className="method-button" to={pathOf(option.route)}>
              <span className="icon-badge">
                <Icon name={option.icon} />
              </span>
              <span className="method-button__text">
                <span className="method-button__kind">{t(`recovery.options.${option.key}.title`)}</span>{' '}
                <span className="recovery__option-text">{t(`recovery.options.${option.key}.text`)}</span>
              </span>
              <Icon name="chevronRight" className="method-button__chevron" />
            </Link>
          </li>
        ))}
      </ul>
      <TextLink to={pathOf('account-recovery')}>{t('recovery.options.restart')}</TextLink>
    </Card>
  );
}
