import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { ScopeList } from '../../../components/ui/ScopeList';
import { Loading } from '../../../components/ui/Loading';
import { safeRedirect } from '@portal/contract/redirect';
import { errorKey } from '../../../lib/i18n/errorKeys';
import { decideAuthorize } from '../api/decideAuthorize';
import { useAuthorizeRequest } from '../api/useAuthorizeRequest';
import { AuthorizeFailure } from './AuthorizeFailure';
import { Refused } from './Refused';
import { SignedInAs } from './SignedInAs';
import './ApprovePage.css';
import { redirectScope } from '../../../config/redirect-scope';

/**
 * /approve: a partner app asks for access. The decision is recorded by PUT /api/authorize; the
 * browser then loads the answer's target, where the provider finishes and returns to the app.
 */
export default function ApprovePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const headingId = useId();
  const request = useAuthorizeRequest();
  const decision = useMutation({
    mutationFn: (approve: boolean) => decideAuthorize({ interaction: params.get('interaction') ?? '', approve }),
    onSuccess: ({ target }, approve) => {
      if (approve) window.location.assign(safeRedirect(target, redirectScope()));
    },
  });

  if (request.isPending) return <Loading />;
  if (request.isError) return <AuthorizeFailure title={t('titles.approve')} request={request} />;
  const app = request.data.client.name;
  if (decision.isSuccess && decision.variables === false) return <Refused app={app} target={decision.data.target} />;
  const busy = decision.isPending || (decision.isSuccess && decision.variables);

  return (
    <Card className="public-card approve">
      <h1>{t('approve.heading', { app })}</h1>
      <SignedInAs restart={request.data.restart} busy={!!busy} />
      <p id={headingId}>{t('approve.intro', { app })}</p>
      <ScopeList scopes={request.data.scopes} labelledBy={headingId} />
      {decision.isError && <Alert tone="error">{t(errorKey(decision.error))}</Alert>}
      <div className="approve__actions">
        <Button onClick={() => decision.mutate(true)} busy={busy && decision.variables === true} disabled={busy}>
          {t('approve.accept')}
        </Button>
        <Button variant="secondary" onClick={() => decision.mutate(false)} busy={busy && decision.variables === false} disabled={busy}>
          {t('approve.refuse')}
        </Button>
      </div>
      <p className="muted approve__note">{t('approve.note')}</p>
    </Card>
  );
}
