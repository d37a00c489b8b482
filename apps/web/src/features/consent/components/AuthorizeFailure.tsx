import { HOME_PATH } from '@portal/contract/spa-paths';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { Alert } from '../../../components/ui/Alert';
import { Card } from '../../../components/ui/Card';
import { LoadError } from '../../../components/ui/LoadError';
import { TextLink } from '../../../components/ui/TextLink';
import { errorAction } from '../../../lib/api/error-actions';
import { errorKey } from '../../../lib/i18n/errorKeys';

interface Props {
  title: string;
  /** The failed useAuthorizeRequest. */
  request: Pick<UseQueryResult, 'error' | 'isFetching' | 'refetch'>;
  /** What the person can do about a refused request, where the page knows (the partner page names the app). */
  next?: string;
}

/** What /approve and /partner show when GET /api/authorize fails. */
export function AuthorizeFailure({ title, request, next }: Props) {
  const { t } = useTranslation();
  const { error } = request;
  return (
    <Card className="public-card stack">
      <h1>{title}</h1>
      {/* A refused request (bad configuration, expired) is an answer; an unreachable server may recover. */}
      {errorAction(error).kind === 'page' ? (
        <LoadError error={error} retrying={request.isFetching} onRetry={() => void request.refetch()} />
      ) : (
        <>
          <Alert tone="error">{t(errorKey(error))}</Alert>
          {next && <p className="muted">{next}</p>}
        </>
      )}
      <TextLink to={HOME_PATH}>{t('approve.home')}</TextLink>
    </Card>
  );
}
