import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MaskedUsername } from '@portal/contract/forgot-username';
import { Alert } from '../../../components/ui/Alert';
import { Card } from '../../../components/ui/Card';
import { Icon } from '../../../components/icons/Icon';
import { TextLink } from '../../../components/ui/TextLink';
import { loginPath } from '../../../lib/routes/paths';
import { pathOf } from '../../../lib/routes/routes';
import { readResult } from '../result';
import './ForgotUsername.css';
import '../../../styles/screens.css';

/**
 * /forgot-username-response: the masked usernames of the look-up with a "Log in" button, or the
 * none-found text with a way to try again. Opened without a look-up, it sends the person to
 * /forgot-username.
 */
export default function ForgotUsernameResponsePage() {
  const { t } = useTranslation();
  const location = useLocation();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const usernames = readResult(location.state);
  const again = `${pathOf('forgot-username')}${location.search}`;
  if (usernames === null) return <Navigate to={again} replace />;

  return (
    <Card as="section" className="public-card forgot-username" aria-labelledby="forgot-username-response-title">
      <div className="screen-heading">
        <h1 id="forgot-username-response-title">{t('titles.forgotUsernameResponse')}</h1>
        {usernames.length > 0 && <p className="muted">{t('forgotUsername.found', { count: usernames.length })}</p>}
      </div>
      {usernames.length > 0 ? (
        <>
          <ul className="stack-list" aria-label={t('titles.forgotUsernameResponse')}>
            {usernames.map((username, index) => (
              <UsernameRow key={index} username={username} />
            ))}
          </ul>
          <Link className="button button--primary button--full" to={loginPathFor(usernames, redirect)}>
            {t('forgotUsername.logIn')}
          </Link>
          <p className="forgot-username__back">
            <TextLink to={again}>{t('forgotUsername.searchAgain')}</TextLink>
          </p>
        </>
      ) : (
        <>
          <Alert tone="info">
            <p className="forgot-username__none">{t('forgotUsername.noneFound')}</p>
            <p>{t('forgotUsername.noneFoundHelp')}</p>
          </Alert>
          <Link className="button button--primary button--full" to={again}>
            {t('forgotUsername.tryAgain')}
          </Link>
          <p className="forgot-username__back">
            <TextLink to={loginPath(redirect)}>{t('forgotUsername.backToLogin')}</TextLink>
          </p>
        </>
      )}
    </Card>
  );
}

function UsernameRow({ username }: { username: MaskedUsername }) {
  const { t } = useTranslation();
  return (
    <li className="username-list__item">
      <span className="icon-badge" aria-hidden="true">
        <Icon name={username.kind === 'email' ? 'mail' : 'sms'} />
      </span>
      <span className="username-list__text">
        <span className="username-list__kind">{t(`forgotUsername.usernameKind.${username.kind}`)}</span>
        <span className="username-list__value">{username.masked}</span>
      </span>
    </li>
  );
}

/** The login form that fits: by phone when the account has no e-mail address to log in with. */
function loginPathFor(usernames: MaskedUsername[], redirect: string | null): string {
  if (usernames.some((u) => u.kind === 'email')) return loginPath(redirect);
  const phone = pathOf('login.phone');
  return redirect ? `${phone}?${new URLSearchParams({ redirect })}` : phone;
}
