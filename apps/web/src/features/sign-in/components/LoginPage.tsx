import { lazy, useRef } from 'react';
import type { LoginRequest } from '@portal/contract/auth';
import { useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { platformForTarget } from '@portal/contract/platforms';
import { Alert } from '../../../components/ui/Alert';
import { Card } from '../../../components/ui/Card';
import { TextLink } from '../../../components/ui/TextLink';
import { pathOf } from '../../../lib/routes/routes';
import { useCaptcha } from '../../../lib/captcha/useCaptcha';
import { errorKey } from '../../../lib/i18n/errorKeys';
import { useLogin } from '../hooks/useLogin';
import { EmailLoginForm } from './EmailLoginForm';
import { LoginBanner } from './LoginBanner';
import { LoginIntro } from './LoginIntro';
import { LoginNotice } from './LoginNotice';
import { UpstreamLogin } from './UpstreamLogin';
import './LoginPage.css';
import '../../../styles/screens.css';
import { PasskeySignIn } from './PasskeySignIn';
import { noticeFromQuery, type LoginNoticeState } from '../loginNotice';
import { RestoreOffer } from '../../account-deletion';

// The phone form brings the phone-number rule's metadata: only /login/phone downloads it.
const PhoneLoginForm = lazy(() => import('./PhoneLoginForm').then((m) => ({ default: m.PhoneLoginForm })));

/** login.email and login.phone: the same page, with the matching form. */
export default function LoginPage({ method }: { method: 'email' | 'phone' }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const notice = (useLocation().state as LoginNoticeState | null)?.notice ?? noticeFromQuery(params.get('notice'));
  const login = useLogin(redirect);
  // Links keep the remembered target, so switching forms or recovering a password loses nothing.
  const keep = (path: string) => (redirect ? `${path}?${new URLSearchParams({ redirect })}` : path);
  const Form = method === 'email' ? EmailLoginForm : PhoneLoginForm;
  const captcha = useCaptcha();
  // Kept for the restore offer: once restored, the same sign-in goes on.
  const lastCredentials = useRef<LoginRequest | null>(null);
  const closed = login.data?.kind === 'closed' ? login.data : null;
  const signIn = (credentials: LoginRequest) => {
    lastCredentials.current = credentials;
    login.mutate({ ...credentials, captcha: captcha.take() }, { onError: captcha.onError });
  };

  return (
    <div className="login">
      <Card className="login__card stack">
        <div className="screen-heading">
          <h1>{t(`login.title.${platformForTarget(redirect)}`)}</h1>
          <LoginIntro redirect={redirect} />
        </div>
        {notice && <LoginNotice notice={notice} />}
        {login.isError && <Alert tone="error">{t(errorKey(login.error))}</Alert>}
        {closed && <RestoreOffer key={closed.restore} payload={closed.restore} eraseAt={closed.eraseAt} onRestored={() => lastCredentials.current && signIn(lastCredentials.current)} />}
        <Form
          onSubmit={signIn}
          busy={login.isPending}
          captcha={captcha.element}
        />
        <PasskeySignIn redirect={redirect} autofill={method === 'email'} />
        <UpstreamLogin redirect={redirect} />
        <ul className="screen-links">
          <li>
            <TextLink to={keep(pathOf(method === 'email' ? 'login.phone' : 'login.email'))}>
              {t(method === 'email' ? 'login.withPhone' : 'login.withEmail')}
            </TextLink>
          </li>
          <li>
            <TextLink to={keep(pathOf(method === 'email' ? 'forgot-password.email' : 'forgot-password.phone'))}>
              {t('login.forgotPassword')}
            </TextLink>
          </li>
          <li>
            <TextLink to={keep(pathOf('forgot-username'))}>{t('login.forgotUsername')}</TextLink>
          </li>
          <li>
            <TextLink to={pathOf('account-recovery')}>{t('login.recoveryHelp')}</TextLink>
          </li>
        </ul>
      </Card>
      <LoginBanner />
    </div>
  );
}
