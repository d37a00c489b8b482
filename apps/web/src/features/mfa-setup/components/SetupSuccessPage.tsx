import { useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { resolveTarget, setupStepPath } from '../../../lib/routes/paths';
import { forcedSetup } from '../../session';
import { nextSetupStep } from '../setupSteps';
import { useSetupFlow } from '../useSetupFlow';
import '../../../styles/screens.css';
import { followTarget } from '../../../lib/routes/followTarget';
import { MfaIllustration } from '../../mfa';
import { mfaStatusQuery } from '../../session';
import { redirectScope } from '../../../config/redirect-scope';

/**
 * /setup-mfa/setup-mfa-success: done, the person goes on to the platform. Only the server can say
 * the set-up is complete: while a forced account still lacks a method, this leads to that step.
 */
export default function SetupSuccessPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { redirect } = useSetupFlow();
  const carryOn = useMutation({
    mutationFn: () => queryClient.fetchQuery(mfaStatusQuery),
    onSuccess: ({ setup }) => {
      if (setup && !setup.skippable) return void navigate(setupStepPath(nextSetupStep(setup), redirect));
      forcedSetup.clear();
      followTarget(navigate, resolveTarget(redirect, redirectScope()));
    },
  });
  return (
    <Card className="public-card mfa-screen">
      <MfaIllustration kind="totp" />
      <h1>{t('setup.success.title')}</h1>
      <p className="muted">{t('setup.success.text')}</p>
      <Button fullWidth busy={carryOn.isPending} onClick={() => carryOn.mutate()}>
        {t('setup.success.continue')}
      </Button>
    </Card>
  );
}
