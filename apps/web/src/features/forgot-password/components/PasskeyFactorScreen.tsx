import type { ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ResetStepResponse } from '@portal/contract/password-reset';
import { pathOf } from '../../../lib/routes/routes';
import { useApiErrorAction } from '../../../lib/api/useApiErrorAction';
import { PasskeyFactorCard } from '../../mfa';
import { getCredential, passkeyErrorKey } from '../../passkeys';
import { confirmResetPasskey, getResetPasskeyOptions } from '../api/proveReset';

interface Props {
  payload: string;
  onProven: (answer: ResetStepResponse) => void;
  onExpired: () => void;
  /** The way to another method, when the step offered more than the passkey. */
  footer: ReactNode;
}

/** The reset's second factor by passkey, as at login (no trusted device: a reset signs nobody in). */
export function PasskeyFactorScreen({ payload, onProven, onExpired, footer }: Props) {
  const { t } = useTranslation();
  const act = useApiErrorAction({ restartFlow: onExpired });
  const confirm = useMutation({
    mutationFn: async () => confirmResetPasskey({ payload, response: await getCredential(await getResetPasskeyOptions(payload)) }),
    onSuccess: onProven,
    onError: (error) => act(error),
  });
  return (
    <PasskeyFactorCard
      error={confirm.error}
      errorKey={passkeyErrorKey}
      pending={confirm.isPending}
      onConfirm={() => confirm.mutate()}
      restart={{ to: pathOf('forgot-password.email'), label: t('forgotPassword.startAgain') }}
      footer={footer}
    />
  );
}
