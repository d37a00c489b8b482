import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { shownError } from '../../../lib/api/error-actions';
import { passkeyErrorKey } from '../ceremony';

/**
 * A failed passkey change. A missing step-up is no failure to show: the person is on the way to
 * the step-up check (see usePasskeys and error-actions).
 */
export function PasskeyErrorAlert({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!shownError(error)) return null;
  return (
    <Alert tone="error">
      <p>{t(passkeyErrorKey(error))}</p>
    </Alert>
  );
}
