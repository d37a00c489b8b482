import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TextLink } from '../../../components/ui/TextLink';
import type { StepUpResume } from '../../../lib/routes/paths';
import { pathOf } from '../../../lib/routes/routes';
import { useApiErrorAction } from '../../../lib/api/useApiErrorAction';
import { getCredential, passkeyErrorKey } from '../../passkeys';
import { PasskeyFactorCard, type StoredChallenge } from '../../mfa';
import { confirmStepUpPasskey, getStepUpPasskeyOptions } from '../api/stepUpWithPasskey';
import { useStepUpEnd } from '../useStepUpEnd';

interface Props {
  challenge: StoredChallenge;
  redirect: string | null;
  resume: StepUpResume;
}

/** /mfa?single=true with the passkey picked: the browser's passkey dialog instead of a code. */
export function StepUpPasskeyScreen({ challenge, redirect, resume }: Props) {
  const { t } = useTranslation();
  const { restart, granted, methodsPath } = useStepUpEnd(redirect, resume);
  const act = useApiErrorAction({ restartFlow: restart });
  const confirm = useMutation({
    mutationFn: async () => {
      const response = await getCredential(await getStepUpPasskeyOptions(challenge.payload));
      await confirmStepUpPasskey({ payload: challenge.payload, response });
    },
    onSuccess: granted,
    onError: (error) => act(error),
  });
  return (
    <PasskeyFactorCard
      error={confirm.error}
      errorKey={passkeyErrorKey}
      pending={confirm.isPending}
      onConfirm={() => confirm.mutate()}
      restart={{ to: methodsPath, label: t('mfa.confirm.back') }}
      footer={
        <>
          <TextLink to={methodsPath}>{t('mfa.confirm.back')}</TextLink>
          <TextLink to={pathOf('security')}>{t('codeScreen.cancel')}</TextLink>
        </>
      }
    />
  );
}
