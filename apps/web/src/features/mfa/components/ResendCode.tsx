import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RESEND_COUNTDOWN_AFTER_RESEND_S, RESEND_COUNTDOWN_INITIAL_S } from '@portal/contract/mfa';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { useApiErrorAction } from '../../../app/errors/useApiErrorAction';
import { shownError } from '../../../lib/api/error-actions';
import { useCountdown } from '../hooks/useCountdown';

interface Props {
  /** Sends the code again (login, step-up or set-up call). */
  resend: () => Promise<unknown>;
  /** The flow is gone (expired attempt or challenge): start it again. */
  onExpired: () => void;
}

/** "Resend code", blocked while the countdown runs: 15 s after the page opens, 30 s after a resend. */
export function ResendCode({ resend, onExpired }: Props) {
  const { t } = useTranslation();
  const { seconds, restart } = useCountdown(RESEND_COUNTDOWN_INITIAL_S);
  const act = useApiErrorAction({ restartFlow: onExpired });
  const mutation = useMutation({
    mutationFn: resend,
    onSuccess: () => restart(RESEND_COUNTDOWN_AFTER_RESEND_S),
    onError: (error) => act(error),
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
