import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { Icon } from '../../../components/icons/Icon';

/** Copy, download (.txt) and print: three ways to keep the keys outside the browser. */
export function RecoveryKeyActions({ keys }: { keys: string[] }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const text = `${t('recoveryKeys.fileHeading')}\n\n${keys.join('\n')}\n`;
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'recovery-keys.txt';
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <div className="recovery-actions">
      <Button variant="secondary" onClick={() => void navigator.clipboard?.writeText(text).then(() => setCopied(true))}>
        <Icon name="copy" className="recovery-actions__icon" />
        {t('recoveryKeys.copy')}
      </Button>
      <Button variant="secondary" onClick={download}>
        <Icon name="download" className="recovery-actions__icon" />
        {t('recoveryKeys.download')}
      </Button>
      <Button variant="secondary" onClick={() => window.print()}>
        <Icon name="print" className="recovery-actions__icon" />
        {t('recoveryKeys.print')}
      </Button>
      <p role="status" className="recovery-actions__status">
        {copied ? t('recoveryKeys.copied') : ''}
      </p>
    </div>
  );
}
