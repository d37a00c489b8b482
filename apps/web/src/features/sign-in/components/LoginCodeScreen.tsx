import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MfaMethod } from '@portal/contract/mfa';
import { Button } from '../../../components/ui/Button';
import { TextLink } from '../../../components/ui/TextLink';
import { loginCodePath, loginPath, totpRecoveryPath } from '../../../lib/routes/paths';
import { useApiErrorAction } from '../../../lib/api/useApiErrorAction';
import { confirmLoginCode } from '../api/confirmLoginCode';
import { sendLoginCode } from '../api/sendLoginCode';
import { followTarget } from '../../../lib/routes/followTarget';
import { completeLogin, offersMerge } from '../completeLogin';
import type { LoginAttempt } from '../flowState';
import { afterSupportCodePath, pickableMethods } from '../methodRules';
import { replaceIfWeak } from '../weakHandoff';
import { LoginFactorFooter } from './LoginFactorFooter';
import { CodeScreen, type CodeValues, resendWaitFromState } from '../../mfa';

interface Props {
  attempt: LoginAttempt;
  method: MfaMethod;
  redirect: string | null;
  restart: () => void;
}

/**
 * The login's code screen; a recovery key leads on to the authenticator recovery screen, a support
 * code to setting up a new authenticator.
 */
export function LoginCodeScreen({ attempt, method, redirect, restart }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const resendWait = resendWaitFromState(useLocation().state);
  const recovery = attempt.methods.find((m) => m.method === 'totpRecovery');
  const act = useApiErrorAction({ restartFlow: restart });
  const confirm = useMutation({
    mutationFn: (values: CodeValues) => confirmLoginCode({ payload: attempt.payload, ...values }),
    onSuccess: async (answer) => {
      const target = await completeLogin(queryClient, redirect, answer);
      // The screens a lost authenticator leads to come first; a merge offer of this sign-in (the
      // target completeLogin chose) is where they go on to, else the remembered target.
      const then = offersMerge(answer) ? target : redirect;
      // A support code stood in for a lost second factor: a new authenticator comes first.
      if (answer.setup_second_factor) return void navigate(afterSupportCodePath(attempt, then), { replace: true });
      if (method.method !== 'totpRecovery') return followTarget(navigate, target);
      const totp = attempt.methods.find((m) => m.method === 'totp');
      void navigate(totpRecoveryPath(totp?.id ?? null, then), { replace: true });
    },
    onError: (error) => {
      // A weak password: the right code earns the permission to replace it, not a session.
      if (!replaceIfWeak(navigate, error, redirect)) act(error);
    },
  });
  const pickRecovery = useMutation({
    mutationFn: (mfaId: number) => sendLoginCode({ payload: attempt.payload, mfaId }),
    onSuccess: (_answer, mfaId) => navigate(loginCodePath(mfaId, redirect)),
    onError: (error) => act(error),
  });
  return (
    <CodeScreen
      kind={method.method}
      target={method.target}
      withTrustDevice
      busy={confirm.isPending}
      error={confirm.error}
      otherMethods={pickableMethods(attempt.methods).length > 1}
      onSubmit={(values) => confirm.mutate(values)}
      onCodeInput={() => confirm.reset()}
      resend={() => sendLoginCode({ payload: attempt.payload, mfaId: method.id })}
      resendWait={resendWait}
      onExpired={restart}
      lockedAction={<TextLink to={loginPath(redirect)}>{t('mfa.confirm.backToLogin')}</TextLink>}
      extra={
        method.method === 'totp' &&
        recovery && (
          <Button variant="link" className="mfa-screen__alt" busy={pickRecovery.isPending} onClick={() => pickRecovery.mutate(recovery.id)}>
            {t('codeScreen.useRecoveryKey')}
          </Button>
        )
      }
      footer={<LoginFactorFooter attempt={attempt} redirect={redirect} />}
    />
  );
}
