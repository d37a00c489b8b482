import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Navigate, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Card } from '../../../components/ui/Card';
import { TextLink } from '../../../components/ui/TextLink';
import { pathOf } from '../../../lib/routes/routes';
import { useApiErrorAction } from '../../../lib/api/useApiErrorAction';
import { formErrorKey, isLockedError } from '../../../lib/api/error-actions';
import { CodeForm, MfaIllustration } from '../../mfa';
import { confirmResetCode } from '../api/proveReset';
import { forgetFlow, readFlow, saveFlow, type ResetFlow } from '../flowState';
import { FlowExpired } from './FlowExpired';
import { ResendChoice } from './ResendChoice';
import './ForgotPassword.css';
import '../../../styles/screens.css';

/**
 * forgot-password-sent: the masked recipients, the 8-digit code, and a new code by e-mail or SMS.
 * Without a flow at this step (a direct visit, a finished flow) it goes back to /forgot-password.
 */
export default function ForgotPasswordSentPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [flow, setFlow] = useState<ResetFlow | null>(readFlow);
  const [expired, setExpired] = useState(false);
  const expire = () => {
    forgetFlow();
    setExpired(true);
  };
  const act = useApiErrorAction({ restartFlow: expire });
  const confirm = useMutation({
    mutationFn: (code: string) => confirmResetCode({ payload: flow?.payload ?? '', code }),
    onSuccess: async (answer) => {
      const methods = answer.second_factor?.methods ?? [];
      saveFlow({ payload: answer.payload, stage: answer.second_factor ? 'second_factor' : 'password', methods });
      await navigate(pathOf('reset-password'));
    },
    onError: (error) => act(error),
  });
  if (expired) return <FlowExpired />;
  if (!flow || flow.stage !== 'code') return <Navigate to={pathOf('forgot-password.email')} replace />;
  const formError = formErrorKey(confirm.error);
  const locked = isLockedError(confirm.error);
  return (
    <Card className="public-card stack forgot mfa-screen">
      <MfaIllustration kind={flow.technology === 'SMS' ? 'sms' : 'email'} />
      <div className="screen-heading">
        <h1>{t('titles.forgotPasswordSent')}</h1>
        <p className="muted">{t(flow.technology === 'SMS' ? 'forgotPassword.sent.introSms' : 'forgotPassword.sent.introEmail')}</p>
      </div>
      <ul className="forgot__recipients" aria-label={t('forgotPassword.sent.recipients')}>
        {flow.recipient.map((r) => (
          <li key={r}>{r}</li>
        ))}
      </ul>
      {locked && <Alert tone="error">{t('errors.auth.too_many_attempts')}</Alert>}
      {formError && <Alert tone="error">{t(formError)}</Alert>}
      <CodeForm
        kind={flow.technology === 'SMS' ? 'sms' : 'email'}
        withTrustDevice={false}
        busy={confirm.isPending}
        disabled={locked}
        error={confirm.error}
        submitLabel={t('forgotPassword.sent.submit')}
        onCodeInput={() => confirm.reset()}
        onSubmit={(values) => confirm.mutate(values.code)}
      />
      <ResendChoice
        payload={flow.payload}
        onExpired={expire}
        onSent={(answer) => {
          const next = { ...flow, payload: answer.payload, recipient: answer.recipient, technology: answer.technology };
          saveFlow(next);
          setFlow(next);
        }}
      />
      <TextLink to={pathOf('forgot-password.email')} className="mfa-screen__back">
        {t('forgotPassword.startAgain')}
      </TextLink>
      <TextLink to={pathOf('account-recovery')} className="mfa-screen__back">
        {t('login.recoveryHelp')}
      </TextLink>
    </Card>
  );
}
