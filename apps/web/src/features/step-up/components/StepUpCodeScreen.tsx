import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TextLink } from '../../../components/ui/TextLink';
import type { StepUpResume } from '../../../lib/routes/paths';
import { pathOf } from '../../../lib/routes/routes';
import { useApiErrorAction } from '../../../lib/api/useApiErrorAction';
import { confirmStepUp } from '../api/confirmStepUp';
import { startStepUp } from '../api/startStepUp';
import { CodeScreen, type CodeValues, type StoredChallenge } from '../../mfa';
import { useStepUpEnd } from '../useStepUpEnd';

interface Props {
  challenge: StoredChallenge;
  mfaId: number;
  redirect: string | null;
  resume: StepUpResume;
}

/** /mfa?single=true: the step-up code; the right one ends the check (useStepUpEnd). */
export function StepUpCodeScreen({ challenge, mfaId, redirect, resume }: Props) {
  const { t } = useTranslation();
  const { restart, granted, methodsPath } = useStepUpEnd(redirect, resume);
  const act = useApiErrorAction({ restartFlow: restart });
  const confirm = useMutation({
    mutationFn: (values: CodeValues) => confirmStepUp({ payload: challenge.payload, code: values.code }),
    onSuccess: granted,
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
      lockedAction={<TextLink to={methodsPath}>{t('mfa.confirm.back')}</TextLink>}
      footer={
        <>
          <TextLink to={methodsPath}>{t('mfa.confirm.back')}</TextLink>
          <TextLink to={pathOf('security')}>{t('codeScreen.cancel')}</TextLink>
        </>
      }
    />
  );
}
