import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { errorKey } from '../../lib/i18n/errorKeys';
import { Header } from './Header';
import '../../styles/shell/PublicLayout.css';

/** When the guard cannot reach the server (or a page throws): say so and offer a retry. */
export function FailurePage({ error }: { error: unknown }) {
  const { t } = useTranslation();
  useEffect(() => console.error(error), [error]);
  return (
    <div className="public-shell">
      <Header />
      <main id="main" className="public-shell__main">
        <Card className="public-card stack">
          <h1>{t('failure.title')}</h1>
          <p role="alert">{t(errorKey(error))}</p>
          <Button onClick={() => window.location.reload()}>{t('failure.retry')}</Button>
        </Card>
      </main>
    </div>
  );
}

/** The route tree's error element: the guard could not decide, a page's bundle failed to load, or a page threw. */
export function RouteFailure() {
  return <FailurePage error={useRouteError()} />;
}
