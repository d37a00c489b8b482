import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { isApiError } from '../../../lib/api/ApiError';
import { passkeyErrorKey } from '../ceremony';

/**
 * A failed passkey change. A missing step-up is no failure to show: the person is on the way to
 * the step-up check (see usePasskeys).
 */
export function PasskeyErrorAlert({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (isApiError(error, 'mfa.step_up_required')) return null;
  return (
    <Alert tone="error">
      <p>{t(passkeyErrorKey(error))}</p>
    </Alert>
  );
}
