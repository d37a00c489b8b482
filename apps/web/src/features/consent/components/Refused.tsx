import { HOME_PATH } from '@portal/contract/spa-paths';
import { useTranslation } from 'react-i18next';

import { safeRedirect } from '@portal/contract/redirect';
import { Alert } from '../../../components/ui/Alert';
import { Card } from '../../../components/ui/Card';
import { TextLink } from '../../../components/ui/TextLink';
import '../../../styles/screens.css';
import { redirectScope } from '../../../config/redirect-scope';

/**
 * After a refusal: the access-denied warning and a link home. Returning to the app loads the
 * provider's address, which hands the app its access_denied answer.
 */
export function Refused({ app, target }: { app: string; target: string }) {
  const { t } = useTranslation();
  return (
    <Card className="public-card approve">
      <h1>{t('approve.refusedTitle')}</h1>
      <Alert tone="error">{t('approve.refused', { app })}</Alert>
      <ul className="stack-list">
        <li>
          <TextLink to={HOME_PATH}>{t('approve.home')}</TextLink>
        </li>
        <li>
          {/* A page load, not a route: the provider lives on the server. */}
          <a className="text-link" href={safeRedirect(target, redirectScope())}>
            {t('approve.backToApp', { app })}
          </a>
        </li>
      </ul>
    </Card>
  );
}
