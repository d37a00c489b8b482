import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { hasDeliveredCode, type MfaMethod } from '@portal/contract/mfa';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { TextLink } from '../../../components/ui/TextLink';
import { loginMethodsPath, loginPath } from '../../../app/paths';
import { isApiError } from '../../../lib/api/ApiError';
import { errorKey } from '../../../lib/i18n/errorKeys';
import { completeLogin } from '../../session/completeLogin';
import { followTarget } from '../../session/followTarget';
import type { LoginAttempt } from '../../session/loginAttempt';
import { confirmLoginCode } from '../api/confirmLoginCode';
import { canChangeMethod } from '../methodRules';
import { CodeForm, type CodeValues } from './CodeForm';
import { MfaIllustration } from './MfaIllustration';
import { ResendCode } from './ResendCode';
import './MfaScreens.css';

interface Props {
  attempt: LoginAttempt;
  method: MfaMethod;
  redirect: string | null;
  restart: () => void;
}

export function LoginCodeScreen({ attempt, method, redirect, restart }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const confirm = useMutation({
    mutationFn: (values: CodeValues) => confirmLoginCode({ payload: attempt.payload, ...values }),
    onSuccess: async () => followTarget(navigate, await completeLogin(queryClient, redirect)),
    onError: (error) => {
      if (isApiError(error, 'mfa.flow_expired')) restart();
    },
  });
  // Five wrong codes lock the attempt: the person starts again from the password.
  const locked = isApiError(confirm.error, 'auth.too_many_attempts');
  const wrongCode = isApiError(confirm.error, 'mfa.invalid_code');
  const kind = method.method;
  const target = method.target ?? (kind === 'email' || kind === 'sms' ? t(`mfa.confirm.targetFallback.${kind}`) : '');

  return (
    <Card className="public-card mfa-screen">
      <MfaIllustration kind={kind} />
      <h1>{t(`mfa.confirm.title.${kind}`)}</h1>
      <p className="muted">{t(`mfa.confirm.instruction.${kind}`, { target })}</p>
      {locked && (
        <Alert tone="error">
          {t('errors.auth.too_many_attempts')}
          <TextLink to={loginPath(redirect)}>{t('mfa.confirm.backToLogin')}</TextLink>
        </Alert>
      )}
      {confirm.isError && !locked && !wrongCode && <Alert tone="error">{t(errorKey(confirm.error))}</Alert>}
      <CodeForm
        kind={kind}
        withTrustDevice
        busy={confirm.isPending}
        disabled={locked}
        codeError={wrongCode ? t('errors.mfa.invalid_code') : undefined}
        onCodeInput={() => confirm.reset()}
        onSubmit={(values) => confirm.mutate(values)}
      />
      {hasDeliveredCode(kind) && !locked && <ResendCode payload={attempt.payload} mfaId={method.id} onExpired={restart} />}
      <div className="mfa-screen__footer">
        <TextLink to={loginMethodsPath(redirect)}>{t('mfa.confirm.back')}</TextLink>
        {canChangeMethod(attempt.methods) && (
          <Button variant="secondary" onClick={() => void navigate(loginMethodsPath(redirect))}>
            {t('mfa.confirm.changeMethod')}
          </Button>
        )}
      </div>
    </Card>
  );
}
