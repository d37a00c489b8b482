import { useNavigate } from 'react-router';
import { useEffect, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NEW_METHOD_IDS } from '@portal/contract/mfa';
import type { Activation } from '@portal/contract/mfa-manage';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { formErrorKey, inputErrorKey, isLockedError } from '../../../lib/api/error-actions';
import { useApiErrorAction } from '../../../lib/api/useApiErrorAction';
import { errorKey } from '../../../lib/i18n/errorKeys';
import { formatTarget } from '../../../lib/format/phone';
import '../../../styles/screens.css';
import { offerMerge } from '../../merge';
import { CodeForm, ResendCode, TargetForm, codeChallenge, confirmActivation, deleteMethod, refreshMfa, resendActivation, useStartEnrollment } from '../../mfa';

interface Props {
  kind: 'email' | 'sms';
  onAdded: () => void;
  /** The server's 204: this target is already an active method. */
  onAlreadyActive: () => void;
  onClose: () => void;
  onStepUp: (target: string) => void;
  /** The target typed before a step-up: its code is asked for at once, as the person already did. */
  resumedTarget?: string;
}

/** Adding an e-mail or SMS method in place: the target, then the code sent to it. */
export function AddMethodPanel({ kind, onAdded, onAlreadyActive, onClose, onStepUp, resumedTarget }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [activation, setActivation] = useState<Activation | null>(null);
  // The code expired (10 minutes): back to the address, which sends a new one, and the screen says why.
  const [expired, setExpired] = useState<{ key: ReturnType<typeof errorKey>; target: string | null } | null>(null);
  const act = useApiErrorAction({
    restartFlow: () => {
      codeChallenge.clear();
      setActivation(null);
    },
  });
  const start = useStartEnrollment(kind, { onSkip: onAlreadyActive, onStarted: setActivation, onStepUp });
  // A request that acts (it sends a code), so started from an effect once rather than as a query.
  const resumed = useRef(false);
  useEffect(() => {
    if (!resumedTarget || resumed.current) return;
    resumed.current = true;
    start.mutate(resumedTarget);
  }, [resumedTarget, start]);
  const confirm = useMutation({
    mutationFn: (code: string) => confirmActivation({ payload: activation?.payload ?? '', code }),
    onSuccess: async (answer) => {
      codeChallenge.clear();
      await refreshMfa(queryClient);
      // The address is another account's too (specification section 4, MFA activation): the merge offer.
      if (answer.fuzzion && answer.payload) {
        await offerMerge(navigate, { payload: answer.payload, target: activation?.data.target, method: kind === 'email' ? 'email' : 'phone', redirect: 'mfa-edit' });
        return;
      }
      onAdded();
    },
    onError: (error) => {
      if (act(error).kind === 'restartFlow') setExpired({ key: errorKey(error), target: activation?.data.target ?? null });
    },
  });
  // Cancelling an unsaved method names it by its target (DELETE with the kind's negative id).
  const cancel = () => {
    codeChallenge.clear();
    if (activation?.data.target) void deleteMethod(NEW_METHOD_IDS[kind], activation.data.target).catch(() => undefined);
    onClose();
  };
  const startError = formErrorKey(start.error);
  const targetError = inputErrorKey(start.error);
  const confirmError = formErrorKey(confirm.error);
  return (
    <div className="add-panel">
      <h3>{t(kind === 'email' ? 'mfaEdit.add.email' : 'mfaEdit.add.sms')}</h3>
      {!activation ? (
        <>
          {expired && !start.error && <Alert tone="info">{t(expired.key)}</Alert>}
          {startError && <Alert tone="error">{t(startError)}</Alert>}
          <TargetForm
            kind={kind}
            defaultValue={expired?.target ?? resumedTarget ?? ''}
            label={t(kind === 'email' ? 'setup.email.label' : 'setup.phone.label')}
            hint={kind === 'sms' ? t('setup.phone.hint') : undefined}
            submitLabel={t('mfaEdit.add.submit')}
            busy={start.isPending}
            serverError={targetError ? t(targetError) : undefined}
            onInput={() => start.reset()}
            onSubmit={(target) => start.mutate(target)}
          />
        </>
      ) : (
        <>
          <p className="muted">{t(`mfa.confirm.instruction.${kind}`, { target: activation.data.target && formatTarget(kind, activation.data.target) })}</p>
          {confirmError && <Alert tone="error">{t(confirmError)}</Alert>}
          <CodeForm
            kind={kind}
            withTrustDevice={false}
            busy={confirm.isPending}
            disabled={isLockedError(confirm.error)}
            error={confirm.error}
            onCodeInput={() => confirm.reset()}
            onSubmit={(values) => confirm.mutate(values.code)}
          />
          <ResendCode resend={() => resendActivation(activation.payload)} onExpired={cancel} />
        </>
      )}
      <Button variant="link" className="mfa-screen__alt" onClick={cancel}>
        {t('codeScreen.cancel')}
      </Button>
    </div>
  );
}
