import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { HOME_PATH } from '@portal/contract/platforms';
import { safeRedirect } from '@portal/contract/redirect';
import { Alert } from '../../../components/ui/Alert';
import { Card } from '../../../components/ui/Card';
import { LoadError } from '../../../components/ui/LoadError';
import { Loading } from '../../../components/ui/Loading';
import { ScopeList } from '../../../components/ui/ScopeList';
import { TextLink } from '../../../components/ui/TextLink';
import { errorAction } from '../../../lib/api/error-actions';
import { errorKey } from '../../../lib/i18n/errorKeys';
import './PartnerPage.css';
import { getAuthorize } from '../../consent';

/**
 * /partner: a partner app's entry point. Its query parameters are the inputs of an authorization
 * request: GET /api/authorize checks them (the spec's "invalid configuration" otherwise) and
 * answers the provider's address with the same query, which the continue link loads.
 */
export default function PartnerPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const scopesId = useId();
  const request = useQuery({ queryKey: ['authorize', params.toString()], queryFn: () => getAuthorize(params), retry: false, staleTime: Infinity });

  if (request.isPending) return <Loading />;
  if (request.isError) {
    return (
      <Card className="public-card stack">
        <h1>{t('titles.partner')}</h1>
        {/* A refused request (bad configuration, expired) is an answer; an unreachable server may recover. */}
        {errorAction(request.error).kind === 'page' ? (
          <LoadError error={request.error} retrying={request.isFetching} onRetry={() => void request.refetch()} />
        ) : (
          <Alert tone="error">{t(errorKey(request.error))}</Alert>
        )}
        <TextLink to={HOME_PATH}>{t('approve.home')}</TextLink>
      </Card>
    );
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
      <a className="button button--primary button--full" href={safeRedirect(target, window.location)}>
        {t('partner.continue', { app: client.name })}
      </a>
    </Card>
  );
}
