import { useNavigate } from 'react-router';
import { useCallback } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TextLink } from '../../../components/ui/TextLink';
import { afterStepUp, stepUpPath, type StepUpResume } from '../../../lib/routes/paths';
import { pathOf } from '../../../lib/routes/routes';
import { useApiErrorAction } from '../../../lib/api/useApiErrorAction';
import { confirmStepUp } from '../api/confirmStepUp';
import { startStepUp } from '../api/startStepUp';
import { mfaStatusQuery } from '../../session';
import type { StepUpNotice } from './StepUpMethods';
import { followTarget } from '../../../lib/routes/followTarget';
import { redirectScope } from '../../../config/redirect-scope';
import { codeChallenge, CodeScreen, type CodeValues, type StoredChallenge } from '../../mfa';

interface Props {
  challenge: StoredChallenge;
  mfaId: number;
  redirect: string | null;
  resume: StepUpResume;
}

/**
 * /mfa?single=true: the step-up code. The right one lands the person back on the route they wanted,
 * with the action to resume; without a route, two steps back (where the check was asked for).
 */
export function StepUpCodeScreen({ challenge, mfaId, redirect, resume }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const restart = useCallback(() => {
    codeChallenge.clear();
    const state: StepUpNotice = { restarted: true };
    void navigate(stepUpPath(redirect ?? 'security', resume), { replace: true, state });
  }, [navigate, redirect, resume]);
  const act = useApiErrorAction({ restartFlow: restart });
  const confirm = useMutation({
    mutationFn: (values: CodeValues) => confirmStepUp({ payload: challenge.payload, code: values.code }),
    onSuccess: async () => {
      codeChallenge.clear();
      await queryClient.invalidateQueries({ queryKey: mfaStatusQuery.queryKey });
      if (!redirect) return void navigate(-2);
      followTarget(navigate, afterStepUp(redirect, resume, redirectScope()));
    },
    onError: (error) => act(error),
  });
  return (
    <CodeScreen
      kind={challenge.kind}
      target={challenge.target}
      withTrustDevice={false}
      busy={confirm.isPending}
      error={confirm.error}
      onSubmit={(values) => confirm.mutate(values)}
      onCodeInput={() => confirm.reset()}
      resend={() => startStepUp({ single: true, mfaId, payload: challenge.payload })}
      onExpired={restart}
      lockedAction={<TextLink to={stepUpPath(redirect ?? 'security', resume)}>{t('mfa.confirm.back')}</TextLink>}
      footer={
        <>
          <TextLink to={stepUpPath(redirect ?? 'security', resume)}>{t('mfa.confirm.back')}</TextLink>
          <TextLink to={pathOf('security')}>{t('codeScreen.cancel')}</TextLink>
        </>
      }
    />
  );
}
