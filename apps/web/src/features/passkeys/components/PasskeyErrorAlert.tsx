import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { loginPath } from '../../../app/paths';
import { pathOf } from '../../../app/routes';
import { isApiError } from '../../../lib/api/ApiError';
import { logout } from '../../session/endSession';
import { passkeyErrorKey } from '../ceremony';

/**
 * A failed passkey change. When the sign-in is too old for it, the way out is to sign in again and
 * come back here (until step-up offers a fresh second factor in place).
 */
export function PasskeyErrorAlert({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signInAgain = async () => {
    await logout(queryClient);
    await navigate(loginPath(pathOf('security')), { replace: true });
  };
  return (
    <Alert tone="error">
      <p>{t(passkeyErrorKey(error))}</p>
      {isApiError(error, 'passkey.recent_login_required') && (
        <Button variant="link" onClick={() => void signInAgain()}>
          {t('passkeys.signInAgain')}
        </Button>
      )}
    </Alert>
  );
}
