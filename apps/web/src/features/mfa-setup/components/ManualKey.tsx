import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';

/** The secret in groups of four, for typing into an app that cannot scan. */
export function ManualKey({ secret }: { secret: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const grouped = secret.match(/.{1,4}/g)?.join(' ') ?? secret;
  return (
    <div className="manual-key">
      <p className="muted">{t('totpSetup.manual')}</p>
      <code className="manual-key__value" data-testid="totp-secret">
        {grouped}
      </code>
      <Button variant="link" onClick={() => void navigator.clipboard?.writeText(secret).then(() => setCopied(true))}>
        {t('totpSetup.copyKey')}
      </Button>
      <p role="status" className="manual-key__status">
        {copied ? t('totpSetup.keyCopied') : ''}
      </p>
    </div>
  );
}
