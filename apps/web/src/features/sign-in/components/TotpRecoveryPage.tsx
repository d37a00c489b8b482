import { useEffect } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSearchParams, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { resolveTarget, setupStepPath } from '../../../lib/routes/paths';
import { pathOf } from '../../../lib/routes/routes';
import { errorKey } from '../../../lib/i18n/errorKeys';
import '../../../styles/screens.css';
import { followTarget } from '../../../lib/routes/followTarget';
import { forgetSession, logout, useUser } from '../../session';
import { redirectScope } from '../../../config/redirect-scope';
import { MfaIllustration, type RecoveryKeysState, refreshMfa, regenerateRecovery } from '../../mfa';

/**
 * /mfa/totp-recovery, after signing in with a recovery key: the unused keys left, then reset the
 * authenticator or carry on; with none left, a new set (or the reset). Without the authenticator's
 * mfaId there is nothing to recover, and the person is logged out (specification).
 */
export default function TotpRecoveryPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const user = useUser();
  const mfaId = params.get('mfaId');
  const redirect = params.get('redirect');
  useEffect(() => {
    if (mfaId) return;
    void logout(queryClient)
      .catch(() => forgetSession(queryClient))
      .then(() => navigate(pathOf('login.email'), { replace: true }));
  }, [mfaId, queryClient, navigate]);
  const regenerate = useMutation({
    mutationFn: regenerateRecovery,
    onSuccess: async (keys) => {
      await refreshMfa(queryClient);
      const state: RecoveryKeysState = { keys, toast: 'regenerated' };
      void navigate(setupStepPath('setup-totp-success', redirect, { isRegenerated: 'true' }), { replace: true, state });
    },
  });
  if (!mfaId || !user) return null;
  const left = user.totpRecovery.filter((key) => key.used_at === null).length;
  const reset = () => void navigate(setupStepPath('setup-mfa-totp', redirect, { reset: 'true', mfaId }));
  return (
    <Card className="public-card mfa-screen">
      <MfaIllustration kind="totpRecovery" />
      <h1>{t('totpRecovery.title')}</h1>
      <p className="totp-recovery__count">
        <strong>{t('totpRecovery.left', { count: left })}</strong>
      </p>
      <p className="muted">{left > 0 ? t('totpRecovery.someLeft') : t('totpRecovery.noneLeft')}</p>
      {regenerate.isError && <Alert tone="error">{t(errorKey(regenerate.error))}</Alert>}
      {left > 0 ? (
        <>
          <Button fullWidth onClick={reset}>
            {t('totpRecovery.reset')}
          </Button>
          <Button variant="secondary" fullWidth onClick={() => followTarget(navigate, resolveTarget(redirect, redirectScope()))}>
            {t('totpRecovery.skip')}
          </Button>
        </>
      ) : (
        <>
          <Button fullWidth busy={regenerate.isPending} onClick={() => regenerate.mutate()}>
            {t('totpRecovery.regenerate')}
          </Button>
          <Button variant="secondary" fullWidth onClick={reset}>
            {t('totpRecovery.reset')}
          </Button>
        </>
      )}
    </Card>
  );
}
