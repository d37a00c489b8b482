import { useNavigate } from 'react-router';
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { TextLink } from '../../../components/ui/TextLink';
import { setupStepPath, setupMfaPath } from '../../../lib/routes/paths';
import { useApiErrorAction } from '../../../lib/api/useApiErrorAction';
import { useSetupFlow } from '../useSetupFlow';
import { useSetupStep } from '../useSetupStep';
import { SetupWayOut } from './SetupWayOut';
import '../../../styles/screens.css';
import { offerMerge } from '../../merge';
import { CodeScreen, codeChallenge, confirmActivation, resendActivation } from '../../mfa';

/** /setup-mfa/setup-mfa-confirmation: the code sent to the address or number being added. */
export default function SetupConfirmationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const flow = useSetupFlow();
  // Read once: it is cleared when confirmed, while this screen still shows.
  const [challenge] = useState(() => codeChallenge.read('enroll'));
  // The code belongs to the step of the address or number it was sent to.
  const step = useSetupStep(challenge?.kind === 'email' ? 'email' : 'sms');
  const back = setupStepPath(challenge?.kind === 'email' ? 'setup-mfa-email' : 'setup-mfa-phone', flow.redirect);
  const restart = () => {
    codeChallenge.clear();
    void navigate(back, { replace: true });
  };
  const act = useApiErrorAction({ restartFlow: restart });
  const confirm = useMutation({
    mutationFn: (code: string) => confirmActivation({ payload: challenge?.payload ?? '', code }),
    onSuccess: async (answer) => {
      codeChallenge.clear();
      // The address is another account's too (specification section 4, MFA activation): the merge offer.
      if (answer.fuzzion && answer.payload) {
        const method = challenge?.kind === 'email' ? 'email' : 'phone';
        await offerMerge(navigate, { payload: answer.payload, target: challenge?.target, method, redirect: flow.redirect });
        return;
      }
      await flow.goToNextStep();
    },
    onError: (error) => act(error),
  });
  if (!challenge) {
    return (
      <Card className="public-card mfa-screen">
        <h1>{t('titles.setupMfaConfirmation')}</h1>
        <p className="muted">{t('setup.confirmation.missing')}</p>
        <Button onClick={() => void navigate(setupMfaPath(flow.redirect))}>{t('setup.confirmation.restart')}</Button>
      </Card>
    );
  }
  return (
    <CodeScreen
      kind={challenge.kind}
      target={challenge.target}
      withTrustDevice={false}
      busy={confirm.isPending}
      error={confirm.error}
      onSubmit={(values) => confirm.mutate(values.code)}
      onCodeInput={() => confirm.reset()}
      resend={() => resendActivation(challenge.payload)}
      onExpired={restart}
      step={step}
      footer={
        <>
          <TextLink to={back}>{t('mfa.confirm.back')}</TextLink>
          <SetupWayOut redirect={flow.redirect} />
        </>
      }
    />
  );
}
