import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icons/Icon';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { passkeyErrorKey, supportsPasskeys } from '../../passkeys';
import { usePasskeySignIn } from '../hooks/usePasskeySignIn';
import './PasskeySignIn.css';

interface Props {
  redirect: string | null;
  /** Offer the passkeys in the browser's autofill of the e-mail input (autocomplete="username webauthn"). */
  autofill: boolean;
}

/** "Sign in with a passkey" under the login form: no username, no password, no code. */
export function PasskeySignIn({ redirect, autofill }: Props) {
  const { t } = useTranslation();
  const signIn = usePasskeySignIn(redirect, { autofill });
  if (!supportsPasskeys()) return null;
  return (
    <div className="passkey-sign-in">
      <p className="passkey-sign-in__or">
        <span>{t('passkeys.signIn.or')}</span>
      </p>
      {signIn.error !== null && <Alert tone="error">{t(passkeyErrorKey(signIn.error))}</Alert>}
      <Button variant="secondary" fullWidth busy={signIn.busy} onClick={signIn.start}>
        <Icon name="passkey" />
        {t('passkeys.signIn.button')}
      </Button>
    </div>
  );
}
