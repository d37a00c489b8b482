import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { safeRedirect } from '@portal/contract/redirect';
import { Card } from '../../../components/ui/Card';
import { Loading } from '../../../components/ui/Loading';
import { ScopeList } from '../../../components/ui/ScopeList';
import './PartnerPage.css';
import { AuthorizeFailure, useAuthorizeRequest } from '../../consent';
import { redirectScope } from '../../../config/redirect-scope';
import { useClientName } from '../../../lib/clients/useClientName';

/**
 * /partner: a partner app's entry point. Its query parameters are the inputs of an authorization
 * request: GET /api/authorize checks them (the spec's "invalid configuration" otherwise) and
 * answers the provider's address with the same query, which the continue link loads.
 */
export default function PartnerPage() {
  const { t } = useTranslation();
  const scopesId = useId();
  const request = useAuthorizeRequest();
  const [params] = useSearchParams();
  // A registered app is named even when its request was refused (a wrong redirect_uri, say).
  const app = useClientName(request.isError ? params.get('client_id') : null);

  if (request.isPending) return <Loading />;
  if (request.isError) {
    const next = app ? t('partner.failedNextApp', { app }) : t('partner.failedNext');
    return <AuthorizeFailure title={t('titles.partner')} request={request} next={next} />;
  }
  const { client, scopes, approvalType, target } = request.data;
  return (
    <Card className="public-card partner">
      <h1>{t('partner.heading', { app: client.name })}</h1>
      <p className="muted">{t('partner.intro', { app: client.name })}</p>
      {scopes.length > 0 && (
        <>
          <p id={scopesId}>{t('partner.asks')}</p>
          <ScopeList scopes={scopes} labelledBy={scopesId} />
        </>
      )}
      {approvalType === 'none' && <p className="muted">{t('partner.approvedBefore')}</p>}
      {/* A page load: the provider lives on the server, and may send the browser straight on to the app. */}
      <a className="button button--primary button--full" href={safeRedirect(target, redirectScope())}>
        {t('partner.continue', { app: client.name })}
      </a>
    </Card>
  );
}
