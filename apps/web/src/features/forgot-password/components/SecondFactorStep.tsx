import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { hasDeliveredCode } from '@portal/contract/mfa';
import type { ResetStepResponse } from '@portal/contract/password-reset';
import { useApiErrorAction } from '../../../lib/api/useApiErrorAction';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { shownError } from '../../../lib/api/error-actions';
import { CodeScreen, MethodList } from '../../mfa';
import { confirmResetFactor, sendResetFactor } from '../api/proveReset';
import type { ResetFlow } from '../flowState';
import { PasskeyFactorScreen } from './PasskeyFactorScreen';

interface Props {
  flow: ResetFlow;
  /** A method was picked (or unpicked): the flow with it. */
  onPick: (picked: number | null) => void;
  onProven: (answer: ResetStepResponse) => void;
  onExpired: () => void;
}

/**
 * The second factor of a reset, when the account has one beyond the channel that received the code:
 * the method list, then the login's code screen for the picked method (resend for e-mail and SMS),
 * or the passkey screen, which needs no send.
 */
export function SecondFactorStep({ flow, onPick, onProven, onExpired }: Props) {
  const { t } = useTranslation();
  const act = useApiErrorAction({ restartFlow: onExpired });
  const send = useMutation({
    mutationFn: (mfaId: number) => sendResetFactor({ payload: flow.payload, mfaId }),
    onSuccess: (_answer, mfaId) => onPick(mfaId),
    onError: (error) => act(error),
  });
  const confirm = useMutation({
    mutationFn: (code: string) => confirmResetFactor({ payload: flow.payload, code }),
    onSuccess: onProven,
    onError: (error) => act(error),
  });
  const picked = flow.methods.find((m) => m.id === flow.picked);
  const otherMethod = flow.methods.length > 1 && (
    <Button variant="link" onClick={() => onPick(null)}>
      {t('forgotPassword.factor.other')}
    </Button>
  );
  if (picked?.method === 'passkey') return <PasskeyFactorScreen payload={flow.payload} onProven={onProven} onExpired={onExpired} footer={otherMethod} />;
  if (picked) {
    return (
      <CodeScreen
        kind={picked.method}
        target={picked.target}
        withTrustDevice={false}
        busy={confirm.isPending}
        error={confirm.error}
        otherMethods={flow.methods.length > 1}
        onSubmit={(values) => confirm.mutate(values.code)}
        onCodeInput={() => confirm.reset()}
        resend={hasDeliveredCode(picked.method) ? () => sendResetFactor({ payload: flow.payload, mfaId: picked.id }) : undefined}
        onExpired={onExpired}
        footer={otherMethod}
      />
    );
  }
  const sendError = shownError(send.error);
  return (
    <Card className="public-card mfa-screen">
      <h1>{t('forgotPassword.factor.title')}</h1>
      <p className="muted">{t('forgotPassword.factor.intro')}</p>
      {sendError && <Alert tone="error">{t(sendError.key)}</Alert>}
      <MethodList methods={flow.methods} sending={send.isPending ? send.variables : undefined} onPick={(method) => (method.method === 'passkey' ? onPick(method.id) : send.mutate(method.id))} />
    </Card>
  );
}
