import { useTranslation } from 'react-i18next';
import { Spinner } from './Spinner';

/** A region that is still loading, announced politely. */
export function Loading() {
  const { t } = useTranslation();
  return (
    <p className="muted" role="status">
      <Spinner /> {t('app.loading')}
    </p>
  );
}
