import { HOME_PATH } from '@portal/contract/spa-paths';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';

import { oauthErrorReasons, type OAuthErrorReason } from '@portal/contract/oauth';
import { Card } from '../../../components/ui/Card';
import { useClientName } from '../../../lib/clients/useClientName';
import { TextLink } from '../../../components/ui/TextLink';
import '../../../styles/screens.css';

const messages = {
  configuration: 'errors.oauth.invalid_client',
  expired: 'errors.oauth.interaction_expired',
  failure: 'errors.server.error',
} as const satisfies Record<OAuthErrorReason, string>;

/** Only the listed reasons are read from the address; anything else is the generic failure. */
function reasonOf(value: string | null): OAuthErrorReason {
  return (oauthErrorReasons as readonly string[]).includes(value ?? '') ? (value as OAuthErrorReason) : 'failure';
}

/**
 * oauth-error: an app's authorization request the provider could not send back to it (unknown
 * client, unregistered redirect_uri, expired sign-in). The server sends the browser here, with the
 * id of the app when it is registered: the next step names the app, looked up by that id, so a
 * made-up address can only ever name a real app.
 */
export default function OAuthErrorPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const reason = reasonOf(params.get('reason'));
  const app = useClientName(params.get('client'));
  return (
    <Card className="public-card stack">
      <div className="screen-heading">
        <h1>{t('titles.oauthError')}</h1>
        <p>{t(messages[reason])}</p>
      </div>
      <p className="muted">{app ? t(`oauthError.next.${reason}App`, { app }) : t(`oauthError.next.${reason}`)}</p>
      <p>
        <TextLink to={HOME_PATH}>{t('oauthError.home')}</TextLink>
      </p>
    </Card>
  );
}
