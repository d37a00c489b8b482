import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { clientParamsFromTarget } from '@portal/contract/platforms';
import { getClientName } from '../api/getClientName';

/**
 * The line under the login title: "Sign in to continue to <app>" when the remembered target is an
 * app's authorization request and the app is registered, the general intro otherwise (also while
 * the name loads or when it cannot).
 */
export function LoginIntro({ redirect }: { redirect: string | null }) {
  const { t } = useTranslation();
  const { clientId } = clientParamsFromTarget(redirect);
  const client = useQuery({
    queryKey: ['client-name', clientId],
    queryFn: () => getClientName(clientId ?? ''),
    enabled: !!clientId,
    staleTime: Infinity,
    retry: false,
  });
  const app = client.data?.name;
  return <p className="muted">{app ? t('review.login.continueTo', { app }) : t('login.intro')}</p>;
}
