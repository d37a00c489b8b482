import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RESEND_COUNTDOWN_AFTER_RESEND_S, RESEND_COUNTDOWN_INITIAL_S } from '@portal/contract/mfa';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { useApiErrorAction } from '../../../lib/api/useApiErrorAction';
import { shownError } from '../../../lib/api/error-actions';
import { useCountdown } from '../hooks/useCountdown';
import { resendWaitOf } from '../resendWait';

interface Props {
  /** Sends the code again (login, step-up or set-up call). */
  resend: () => Promise<unknown>;
  /** The flow is gone (expired attempt or challenge): start it again. */
  onExpired: () => void;
  /** Seconds before the first resend, when the server said the last code is that recent. */
  initialSeconds?: number;
}

/** "Resend code", blocked while the countdown runs: 15 s after the page opens, 30 s after a resend. */
export function ResendCode({ resend, onExpired, initialSeconds = RESEND_COUNTDOWN_INITIAL_S }: Props) {
  const { t } = useTranslation();
  const { seconds, restart } = useCountdown(initialSeconds);
  const act = useApiErrorAction({ restartFlow: onExpired });
  const mutation = useMutation({
    mutationFn: resend,
    onSuccess: () => restart(RESEND_COUNTDOWN_AFTER_RESEND_S),
    onError: (error) => {
      const wait = resendWaitOf(error);
      if (wait === null) return act(error);
      // Not an error: the previous code still works, and the countdown says when a new one can go.
      restart(wait);
      mutation.reset();
    },
  });
  const failure = shownError(mutation.error);
  return (
    <div className="resend">
      <p className="resend__row">
        <span className="muted">{t('mfa.confirm.noCode')}</span>{' '}
        <Button variant="link" disabled={seconds > 0} busy={mutation.isPending} onClick={() => mutation.mutate()}>
          {seconds > 0 ? t('mfa.confirm.resendIn', { seconds }) : t('mfa.confirm.resend')}
        </Button>
      </p>
      <p role="status" className="resend__status">
        {mutation.isSuccess && seconds > 0 ? t('mfa.confirm.resent') : ''}
      </p>
      {failure && <Alert tone="error">{t(failure.key)}</Alert>}
    </div>
  );
}
