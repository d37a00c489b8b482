import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { TextLink } from '../../../components/ui/TextLink';
import { loginMethodsPath, loginPath } from '../../../lib/routes/paths';
import type { LoginAttempt } from '../flowState';
import { canChangeMethod, pickableMethods } from '../methodRules';

interface Props {
  attempt: LoginAttempt;
  redirect: string | null;
}

/**
 * The way out of a login's code or passkey screen: to the method list when the account has other
 * methods, else back to the password (an account with one method never saw the list); and the
 * specification's change-method button.
 */
export function LoginFactorFooter({ attempt, redirect }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const pickable = pickableMethods(attempt.methods);
  return (
    <>
      {pickable.length > 1 ? (
        <TextLink to={loginMethodsPath(redirect)}>{t('mfa.confirm.otherMethod')}</TextLink>
      ) : (
        <TextLink to={loginPath(redirect)}>{t('mfa.confirm.backToLogin')}</TextLink>
      )}
      {canChangeMethod(pickable) && (
        <Button variant="secondary" onClick={() => void navigate(loginMethodsPath(redirect))}>
          {t('mfa.confirm.changeMethod')}
        </Button>
      )}
    </>
  );
}
