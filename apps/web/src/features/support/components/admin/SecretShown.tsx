import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/Button';
import { Icon } from '../../../../components/icons/Icon';

/** A client secret, shown this once: copy it, with the warning that it cannot be shown again. */
export function SecretShown({ app, secret, onDone }: { app: string; secret: string; onDone: () => void }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<boolean | null>(null);
  const copy = () =>
    navigator.clipboard.writeText(secret).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return (
    <div className="desk-secret" role="region" aria-label={t('desk.adminApps.secretTitle', { app })}>
      <p className="desk-secret__title">{t('desk.adminApps.secretTitle', { app })}</p>
      <p className="desk-secret__warning">
        <Icon name="alert" /> {t('desk.adminApps.secretWarning')}
      </p>
      <code className="desk-secret__value">{secret}</code>
      <div className="desk-form__actions">
        <Button variant="secondary" onClick={() => void copy()}>
          <Icon name="copy" /> {t('desk.adminApps.copy')}
        </Button>
        <Button onClick={onDone}>{t('desk.adminApps.secretDone')}</Button>
      </div>
      <p role="status" className="desk-secret__status">
        {copied === true ? t('desk.adminApps.copied') : copied === false ? t('desk.adminApps.copyFailed') : ''}
      </p>
    </div>
  );
}
