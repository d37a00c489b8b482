import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';

/** After declining: the duplicate username is no longer a way into the other account. */
export function RejectedStep({ onContinue }: { onContinue: () => void }) {
  const { t } = useTranslation();
  return (
    <Card as="section" className="public-card stack merge" aria-labelledby="merge-rejected-title">
      <h1 id="merge-rejected-title">{t('merge.rejected.title')}</h1>
      <Alert tone="success">
        <p>{t('merge.rejected.text')}</p>
      </Alert>
      <p className="muted">{t('merge.rejected.told')}</p>
      <Button fullWidth onClick={onContinue}>
        {t('merge.continue')}
      </Button>
    </Card>
  );
}
