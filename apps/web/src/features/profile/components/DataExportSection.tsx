import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { errorAction } from '../../../lib/api/error-actions';
import { useResumedAction } from '../hooks/useResumedAction';
import { DOWNLOAD_DATA_ACTION, useDataExport } from '../hooks/useDataExport';

/**
 * "Download my data" (GDPR, docs/privacy.md): what the file holds, and the button. A step-up comes
 * first when the session has none; the download is one a minute, which the 429 says.
 */
export function DataExportSection() {
  const { t } = useTranslation();
  const { download, start } = useDataExport();
  const [done, setDone] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const run = useCallback(() => {
    setDone(false);
    start(() => {
      setDone(true);
      heading.current?.focus();
    });
  }, [start]);
  useResumedAction(DOWNLOAD_DATA_ACTION, run);

  const failure = download.isError ? errorAction(download.error) : null;
  const shown = failure && failure.kind !== 'stepUp' && failure.kind !== 'signIn' ? failure : null;
  const tooSoon = shown?.locked === true;
  return (
    <Card as="section" aria-labelledby="profile-data-export">
      <div className="profile__head">
        <h2 id="profile-data-export" ref={heading} tabIndex={-1}>
          {t('dataExport.title')}
        </h2>
      </div>
      <div className="stack">
        <p className="muted">{t('dataExport.intro')}</p>
        <ul className="data-export__list">
          <li>{t('dataExport.holdsAccount')}</li>
          <li>{t('dataExport.holdsSecurity')}</li>
          <li>{t('dataExport.holdsApps')}</li>
        </ul>
        <p className="muted">{t('dataExport.never')}</p>
        {done && (
          <Alert tone="success" onClose={() => setDone(false)}>
            {t('dataExport.done')}
          </Alert>
        )}
        {shown && <Alert tone="error">{tooSoon ? t('dataExport.tooSoon') : t(shown.key)}</Alert>}
        <div>
          <Button variant="secondary" onClick={run} busy={download.isPending}>
            {download.isPending ? t('dataExport.preparing') : t('dataExport.download')}
          </Button>
        </div>
      </div>
    </Card>
  );
}
