import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import type { LoginNoticeCode } from '../../session/loginNotice';

export function LoginNotice({ notice }: { notice: LoginNoticeCode }) {
  const { t } = useTranslation();
  return <Alert tone="info">{t(`errors.${notice}`)}</Alert>;
}
