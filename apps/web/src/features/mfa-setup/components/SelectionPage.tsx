import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/Card';
import { Icon, type IconName } from '../../../components/icons/Icon';
import { setupStepPath } from '../../../lib/routes/paths';
import type { RouteName } from '../../../lib/routes/routes';
import { useSetupFlow } from '../useSetupFlow';
import { SetupWayOut } from './SetupWayOut';
import '../../../styles/screens.css';
import './Setup.css';

const options: { kind: 'email' | 'sms' | 'totp'; route: RouteName; icon: IconName }[] = [
  { kind: 'email', route: 'setup-mfa-email', icon: 'mail' },
  { kind: 'sms', route: 'setup-mfa-phone', icon: 'sms' },
  { kind: 'totp', route: 'setup-mfa-totp', icon: 'totp' },
];

/** /setup-mfa/setup-mfa-selection: a customer account picks its first method. */
export default function SelectionPage() {
  const { t } = useTranslation();
  const { redirect } = useSetupFlow();
  return (
    <Card className="public-card mfa-screen">
      <h1>{t('titles.setupMfaSelection')}</h1>
      <p className="muted">{t('setup.selection.intro')}</p>
      <ul className="setup-options">
        {options.map((option) => (
          <li key={option.kind}>
            <Link to={setupStepPath(option.route, redirect)} className="setup-option">
              <span className="icon-badge">
                <Icon name={option.icon} />
              </span>
              <span className="setup-option__text">
                <span className="setup-option__name">{t(`setup.selection.${option.kind}`)}</span>
                <span className="setup-option__hint">{t(`setup.selection.${option.kind}Hint`)}</span>
              </span>
              <Icon name="chevronRight" className="method-button__chevron" />
            </Link>
          </li>
        ))}
      </ul>
      <div className="mfa-screen__footer">
        <SetupWayOut redirect={redirect} />
      </div>
    </Card>
  );
}
