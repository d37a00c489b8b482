import { useTranslation } from 'react-i18next';
import { errorAction } from '../../lib/api/error-actions';
import { Alert } from './Alert';
import { Button } from './Button';
import './QueryState.css';

interface LoadErrorProps {
  error: unknown;
  onRetry: () => void;
  /** A retry is under way: the button shows it and waits. */
  retrying?: boolean;
}

/** Data that could not be loaded: what went wrong (translated by its code) and a retry. */
export function LoadError({ error, onRetry, retrying = false }: LoadErrorProps) {
  const { t } = useTranslation();
  return (
    <Alert tone="error">
      <p className="load-error__title">{t('loadState.failed')}</p>
      <p>{t(errorAction(error).key)}</p>
      <div>
        <Button variant="secondary" className="load-error__retry" busy={retrying} onClick={onRetry}>
          {t('loadState.retry')}
        </Button>
      </div>
    </Alert>
  );
}
