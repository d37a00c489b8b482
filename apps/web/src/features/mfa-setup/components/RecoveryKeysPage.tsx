import { useEffect, useState } from 'react';
import { useLocation, useSearchParams, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { TextLink } from '../../../components/ui/TextLink';
import { setupStepPath } from '../../../lib/routes/paths';
import { pathOf } from '../../../lib/routes/routes';
import { RecoveryKeyActions } from './RecoveryKeyActions';
import { ScreenTitle } from '../../../components/ui/ScreenTitle';
import { useSetupStep } from '../useSetupStep';
import './RecoveryKeys.css';
import '../../../styles/screens.css';
import { MfaIllustration, type RecoveryKeysState } from '../../mfa';


/**
 * /setup-totp/success: the recovery keys, shown once, with copy, download and print. Reached after
 * adding or resetting the authenticator, and with isRegenerated=true after a new set.
 */
export default function RecoveryKeysPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const location = useLocation();
  const state = location.state as RecoveryKeysState | null;
  const regenerated = params.get('isRegenerated') === 'true';
  // A new set from the recovery settings is no set-up: no step line.
  const step = useSetupStep('recoveryKeys');
  // Shown once: the keys move into this screen's memory and leave the history entry, so a reload
  // or a way back finds them gone.
  const [keys] = useState(() => state?.keys ?? []);
  useEffect(() => {
    if (state?.keys) void navigate(location.pathname + location.search, { replace: true, state: { toast: state.toast } });
  }, [state, navigate, location.pathname, location.search]);
  const carryOn = () => void navigate(setupStepPath('totp-success-redirect', params.get('redirect')), { replace: true, state: { toast: state?.toast } });
  return (
    <Card className="public-card mfa-screen">
      <MfaIllustration kind="totpRecovery" />
      <ScreenTitle step={regenerated ? null : step}>{t(regenerated ? 'recoveryKeys.regeneratedTitle' : 'recoveryKeys.title')}</ScreenTitle>
      {keys.length === 0 ? (
        <>
          <Alert tone="info">{t('recoveryKeys.gone')}</Alert>
          <TextLink to={pathOf('edit-recovery')}>{t('recoveryKeys.goToRecovery')}</TextLink>
        </>
      ) : (
        <>
          <p className="muted">{t(regenerated ? 'recoveryKeys.regeneratedIntro' : 'recoveryKeys.intro')}</p>
          <div className="recovery-print">
            <p className="recovery-print__heading">{t('recoveryKeys.fileHeading')}</p>
            <ol className="recovery-keys" aria-label={t('recoveryKeys.listLabel')}>
              {keys.map((key) => (
                <li key={key}>
                  <code>{key}</code>
                </li>
              ))}
            </ol>
          </div>
          <RecoveryKeyActions keys={keys} />
          <Button fullWidth onClick={carryOn}>
            {t('recoveryKeys.continue')}
          </Button>
        </>
      )}
    </Card>
  );
}
