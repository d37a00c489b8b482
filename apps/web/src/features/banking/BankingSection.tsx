import { useTranslation } from 'react-i18next';
import { Card } from '../../components/ui/Card';

/** The profile's banking information. Stands in until the IBAN screens land (issue 8, item 3). */
export function BankingSection() {
  const { t } = useTranslation();
  return (
    <Card>
      <p className="muted">{t('placeholder.notAvailable')}</p>
    </Card>
  );
}
