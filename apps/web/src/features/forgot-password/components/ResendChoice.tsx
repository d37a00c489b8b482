import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RESEND_COUNTDOWN_AFTER_RESEND_S, RESEND_COUNTDOWN_INITIAL_S } from '@portal/contract/mfa';
import type { ForgotPasswordResponse, ResetChannel } from '@portal/contract/password-reset';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { useApiErrorAction } from '../../../lib/api/useApiErrorAction';
import { shownError } from '../../../lib/api/error-actions';
import { useCountdown } from '../../mfa';
import { resendResetCode } from '../api/startReset';

interface Props {
  payload: string;
  /** The new step: its payload replaces the old one, its recipient is shown. */
  onSent: (answer: ForgotPasswordResponse) => void;
  onExpired: () => void;
}

/** "Send by e-mail" / "Send by SMS", both blocked while the countdown runs: 15 s on load, 30 s after a resend. */
export function ResendChoice({ payload, onSent, onExpired }: Props) {
  const { t } = useTranslation();
  const { seconds, restart } = useCountdown(RESEND_COUNTDOWN_INITIAL_S);
  const act = useApiErrorAction({ restartFlow: onExpired });
  const resend = useMutation({
    mutationFn: (channel: ResetChannel) => resendResetCode({ payload, channel }),
    onSuccess: (answer) => {
      restart(RESEND_COUNTDOWN_AFTER_RESEND_S);
      onSent(answer);
    },
    onError: (error) => act(error),
  });
  const failure = shownError(resend.error);
  const waiting = seconds > 0;
  return (
    <div className="forgot-resend" role="group" aria-labelledby="forgot-resend-title">
      <p id="forgot-resend-title" className="muted">
        {t('forgotPassword.sent.noCode')}
      </p>
      <div className="forgot-resend__buttons">
        {(['email', 'sms'] as const).map((channel) => (
          <Button
            key={channel}
            variant="secondary"
            disabled={waiting || resend.isPending}
            busy={resend.isPending && resend.variables === channel}
            onClick={() => resend.mutate(channel)}
          >
            {t(channel === 'email' ? 'forgotPassword.sent.byEmail' : 'forgotPassword.sent.bySms')}
          </Button>
        ))}
      </div>
      <p className="forgot-resend__status muted" role="status">
        {waiting ? t('forgotPassword.sent.resendIn', { seconds }) : ''}
      </p>
      {resend.isSuccess && <p className="forgot-resend__status">{t('forgotPassword.sent.resent', { recipient: resend.data.recipient.join(', ') })}</p>}
      {failure && <Alert tone="error">{t(failure.key)}</Alert>}
    </div>
  );
}
