import { useTranslation } from 'react-i18next';
import { PasskeysSection } from '../../passkeys/components/PasskeysSection';

/** /security: the security settings, one self-contained section per subject. */
export default function SecurityPage() {
  const { t } = useTranslation();
  return (
    <div className="stack">
      <h1>{t('titles.security')}</h1>
      <PasskeysSection />
    </div>
  );
}
