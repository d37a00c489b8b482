import { useTranslation } from 'react-i18next';
import { clientParamsFromTarget } from '@portal/contract/platforms';
import { useClientName } from '../../../lib/clients/useClientName';

/**
 * The line under the login title: "Sign in to continue to <app>" when the remembered target is an
 * app's authorization request and the app is registered, the general intro otherwise (also while
 * the name loads or when it cannot).
 */
export function LoginIntro({ redirect }: { redirect: string | null }) {
  const { t } = useTranslation();
  const app = useClientName(clientParamsFromTarget(redirect).clientId);
  return <p className="muted">{app ? t('review.login.continueTo', { app }) : t('login.intro')}</p>;
}
