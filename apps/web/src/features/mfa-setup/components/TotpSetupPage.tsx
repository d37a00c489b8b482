import { useNavigate } from 'react-router';
import { useEffect, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NEW_METHOD_IDS } from '@portal/contract/mfa';
import { Alert } from '../../../components/ui/Alert';
import { Card } from '../../../components/ui/Card';
import { Spinner } from '../../../components/ui/Spinner';
import { setupStepPath } from '../../../lib/routes/paths';
import { useApiErrorAction } from '../../../lib/api/useApiErrorAction';
import { formErrorKey, isLockedError } from '../../../lib/api/error-actions';
import { useSetupFlow } from '../useSetupFlow';
import { useSetupStep } from '../useSetupStep';
import { SetupWayOut } from './SetupWayOut';
import { ScreenTitle } from '../../../components/ui/ScreenTitle';
import { ManualKey } from './ManualKey';
import type { RecoveryKeysState } from '../../mfa';
import './TotpSetup.css';
import '../../../styles/screens.css';
import { CodeForm, confirmActivation, refreshMfa, startActivation } from '../../mfa';

/**
 * /setup-mfa/setup-mfa-totp: a new authenticator (or, with reset=true&mfaId, a replacement): the QR
 * code and the manual key, then the first 6-digit code. The recovery keys come next, shown once.
 * With support=true it opened after a sign-in with a support code, and says so.
 */
export default function TotpSetupPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const flow = useSetupFlow();
  const step = useSetupStep('authenticator');
  const resetId = flow.params.get('reset') === 'true' ? Number(flow.params.get('mfaId')) || null : null;
  // Opened right after signing in with a support code: say why.
  const afterSupport = flow.params.get('support') === 'true';
  // The set-up expired (10 minutes, often spent installing the app): a new secret and QR code, said so.
  const [restarted, setRestarted] = useState(false);
  const restart = () => {
    setRestarted(true);
    confirm.reset();
    start.mutate();
  };
  const act = useApiErrorAction({ stepUp: () => void flow.stepUp(), restartFlow: restart });
  const start = useMutation({
    mutationFn: () => (resetId ? startActivation(resetId, { edit: true }) : startActivation(NEW_METHOD_IDS.totp)),
    onError: (error) => act(error),
  });
  const confirm = useMutation({
    mutationFn: (code: string) => confirmActivation({ payload: start.data?.payload ?? '', code }),
    onSuccess: async (result) => {
      await refreshMfa(queryClient);
      const state: RecoveryKeysState = { keys: result.recovery_keys ?? [], toast: resetId ? 'totpEdited' : 'totpAdded' };
      void navigate(setupStepPath('setup-totp-success', flow.redirect), { replace: true, state });
    },
    onError: (error) => act(error),
  });
  // Opening the page starts the set-up once (a GET that acts, so not a query that could repeat).
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    start.mutate();
  }, [start]);

  const totp = start.data?.data.totp;
  const startError = formErrorKey(start.error);
  const confirmError = formErrorKey(confirm.error);
  return (
    <Card className="public-card mfa-screen">
      <ScreenTitle step={step}>{t('titles.setupMfaTotp')}</ScreenTitle>
      {afterSupport && <Alert tone="info">{t('totpSetup.afterSupport')}</Alert>}
      {restarted && <Alert tone="info">{t('totpSetup.restarted')}</Alert>}
      {startError && <Alert tone="error">{t(startError)}</Alert>}
      {start.isPending && (
        <p className="totp-setup__loading" role="status">
          <Spinner size={20} /> {t('totpSetup.loading')}
        </p>
      )}
      {totp && (
        <>
          <p className="muted">{t(resetId ? 'totpSetup.resetIntro' : 'totpSetup.intro')}</p>
          <img className="totp-setup__qr" src={totp.qr} alt={t('totpSetup.qrAlt')} width={200} height={200} />
          <ManualKey secret={totp.secret} />
          <p>{t('totpSetup.codeIntro')}</p>
          {confirmError && <Alert tone="error">{t(confirmError)}</Alert>}
          <CodeForm
            kind="totp"
            withTrustDevice={false}
            busy={confirm.isPending}
            disabled={isLockedError(confirm.error)}
            error={confirm.error}
            submitLabel={t('totpSetup.submit')}
            onCodeInput={() => confirm.reset()}
            onSubmit={(values) => confirm.mutate(values.code)}
          />
        </>
      )}
      <div className="mfa-screen__footer">
        <SetupWayOut redirect={flow.redirect} />
      </div>
    </Card>
  );
}
