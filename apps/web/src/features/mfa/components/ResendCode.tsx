import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RESEND_COUNTDOWN_AFTER_RESEND_S, RESEND_COUNTDOWN_INITIAL_S } from '@portal/contract/mfa';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { isApiError } from '../../../lib/api/ApiError';
import { errorKey } from '../../../lib/i18n/errorKeys';
import { sendLoginCode } from '../api/sendLoginCode';
import { useCountdown } from '../hooks/useCountdown';

interface Props {
  payload: string;
  mfaId: number;
  onExpired: () => void;
}

/** "Resend code", blocked while the countdown runs: 15 s after the page opens, 30 s after a resend. */
export function ResendCode({ payload, mfaId, onExpired }: Props) {
  const { t } = useTranslation();
  const { seconds, restart } = useCountdown(RESEND_COUNTDOWN_INITIAL_S);
  const resend = useMutation({
    mutationFn: () => sendLoginCode({ payload, mfaId }),
    onSuccess: () => restart(RESEND_COUNTDOWN_AFTER_RESEND_S),
    onError: (error) => {
      if (isApiError(error, 'mfa.flow_expired')) onExpired();
    },
  });
  return (
    <div className="resend">
      <p className="resend__row">
        <span className="muted">{t('mfa.confirm.noCode')}</span>{' '}
        <Button variant="link" disabled={seconds > 0} busy={resend.isPending} onClick={() => resend.mutate()}>
          {seconds > 0 ? t('mfa.confirm.resendIn', { seconds }) : t('mfa.confirm.resend')}
        </Button>
      </p>
      <p role="status" className="resend__status">
        {resend.isSuccess && seconds > 0 ? t('mfa.confirm.resent') : ''}
      </p>
      {resend.isError && <Alert tone="error">{t(errorKey(resend.error))}</Alert>}
    </div>
  );
}
