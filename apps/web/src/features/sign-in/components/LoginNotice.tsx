import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import type { LoginNoticeCode } from '../loginNotice';

export function LoginNotice({ notice }: { notice: LoginNoticeCode }) {
  const { t } = useTranslation();
  // An expired attempt is routine; a failed upstream sign-in is an error the person must notice.
  return <Alert tone={notice.startsWith('federation.') ? 'error' : 'info'}>{t(`errors.${notice}`)}</Alert>;
}
