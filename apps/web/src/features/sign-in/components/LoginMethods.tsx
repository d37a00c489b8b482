import { useLocation, useNavigate } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Card } from '../../../components/ui/Card';
import { TextLink } from '../../../components/ui/TextLink';
import { loginCodePath, loginPath } from '../../../lib/routes/paths';
import { useApiErrorAction } from '../../../lib/api/useApiErrorAction';
import { shownError } from '../../../lib/api/error-actions';
import { sendLoginCode } from '../api/sendLoginCode';
import '../../../styles/screens.css';
import type { LoginAttempt } from '../flowState';
import { sendFailureFromState } from '../secondFactorStart';
import { MethodList, resendWaitOf, type ResendWaitState } from '../../mfa';

interface Props {
  attempt: LoginAttempt;
  redirect: string | null;
  restart: () => void;
}

/**
 * Pick the second factor: e-mail and SMS get their code sent here, then the code screen opens. An
 * account with one method comes here only when sending its code failed, and sees why.
 */
export function LoginMethods({ attempt, redirect, restart }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const failedBefore = sendFailureFromState(useLocation().state);
  const act = useApiErrorAction({ restartFlow: restart });
  const send = useMutation({
    mutationFn: (mfaId: number) => sendLoginCode({ payload: attempt.payload, mfaId }),
    onSuccess: (_answer, mfaId) => navigate(loginCodePath(mfaId, redirect)),
    onError: (error, mfaId) => {
      // This method got a code moments ago: that code still works, its screen shows the countdown.
      const wait = resendWaitOf(error);
      if (wait === null) return act(error);
      const state: ResendWaitState = { resendIn: wait };
      void navigate(loginCodePath(mfaId, redirect), { state });
    },
  });
  const sendError = shownError(send.error ?? (send.isIdle ? failedBefore : null));
  return (
    <Card className="public-card mfa-screen">
      <h1>{t('titles.mfaMethods')}</h1>
      <p className="muted">{t('mfa.methods.intro')}</p>
      {sendError && <Alert tone="error">{t(sendError.key)}</Alert>}
      <MethodList
        methods={attempt.methods}
        sending={send.isPending ? send.variables : undefined}
        // A passkey needs no code sent: its screen runs the browser's passkey dialog.
        onPick={(method) => (method.method === 'passkey' ? void navigate(loginCodePath(method.id, redirect)) : send.mutate(method.id))}
      />
      <TextLink to={loginPath(redirect)} className="mfa-screen__back">
        {t('mfa.methods.backToLogin')}
      </TextLink>
    </Card>
  );
}
