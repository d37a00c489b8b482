import { useMutation } from '@tanstack/react-query';
import { useSearchParams, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ForgotPasswordRequest } from '@portal/contract/password-reset';
import { Alert } from '../../../components/ui/Alert';
import { Card } from '../../../components/ui/Card';
import { TextLink } from '../../../components/ui/TextLink';
import { loginPath } from '../../../lib/routes/paths';
import { pathOf } from '../../../lib/routes/routes';
import { useCaptcha } from '../../../lib/captcha/useCaptcha';
import { errorKey } from '../../../lib/i18n/errorKeys';
import { forgotPassword } from '../api/startReset';
import { saveFlow } from '../flowState';
import { ForgotEmailForm } from './ForgotEmailForm';
import { ForgotPhoneForm } from './ForgotPhoneForm';
import './ForgotPassword.css';
import '../../../styles/screens.css';

/** forgot-password.email and forgot-password.phone: the same page with the matching form, like the login. */
export default function ForgotPasswordPage({ method }: { method: 'email' | 'phone' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const keep = (path: string) => (redirect ? `${path}?${new URLSearchParams({ redirect })}` : path);
  const captcha = useCaptcha();
  const start = useMutation({
    mutationFn: (request: ForgotPasswordRequest) => forgotPassword(request),
    onSuccess: async (answer) => {
      saveFlow({ payload: answer.payload, stage: 'code', recipient: answer.recipient, technology: answer.technology });
      await navigate(keep(pathOf('forgot-password-sent')));
    },
    onError: captcha.onError,
  });
  const Form = method === 'email' ? ForgotEmailForm : ForgotPhoneForm;
  return (
    <Card className="public-card stack forgot">
      <div className="screen-heading">
        <h1>{t('titles.forgotPassword')}</h1>
        <p className="muted">{t(method === 'email' ? 'forgotPassword.introEmail' : 'forgotPassword.introPhone')}</p>
      </div>
      {start.isError && <Alert tone="error">{t(errorKey(start.error))}</Alert>}
      <Form
        busy={start.isPending}
        captcha={captcha.element}
        onSubmit={(request) => start.mutate({ ...request, captcha: captcha.take() })}
      />
      <ul className="screen-links">
        <li>
          <TextLink to={keep(pathOf(method === 'email' ? 'forgot-password.phone' : 'forgot-password.email'))}>
            {t(method === 'email' ? 'forgotPassword.withPhone' : 'forgotPassword.withEmail')}
          </TextLink>
        </li>
        <li>
          <TextLink to={loginPath(redirect)}>{t('forgotPassword.backToLogin')}</TextLink>
        </li>
      </ul>
    </Card>
  );
}
