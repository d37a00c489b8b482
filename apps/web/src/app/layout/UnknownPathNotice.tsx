import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/Alert';
import { takeUnknownPath } from '../unknownPath';

/** The notice of an unknown address sent home, on the page it landed on until dismissed or left. */
export function UnknownPathNotice({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { key } = useLocation();
  const [shownOn, setShownOn] = useState<string | null>(null);
  useEffect(() => {
    if (takeUnknownPath()) setShownOn(key);
  }, [key]);
  if (shownOn !== key) return null;
  return (
    <div className={className}>
      <Alert tone="info" onClose={() => setShownOn(null)}>
        {t('unknownPath.notice')}
      </Alert>
    </div>
  );
}
