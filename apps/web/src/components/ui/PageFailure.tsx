import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { errorKey } from '../../lib/i18n/errorKeys';
import { Button } from './Button';
import { Card } from './Card';

/**
 * A page's error element: its bundle or texts failed to load, or it threw while drawing. Shown in
 * the page's place, so the layout (header, navigation) stays and the person can go elsewhere.
 */
export function PageFailure() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => console.error(error), [error]);
  return (
    <Card className="stack">
      <h1>{t('failure.title')}</h1>
      <p role="alert">{t(errorKey(error))}</p>
      <div>
        <Button onClick={() => window.location.reload()}>{t('failure.retry')}</Button>
      </div>
    </Card>
  );
}
