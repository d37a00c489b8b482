import { useTranslation } from 'react-i18next';
import { BankingSection } from './BankingSection';

/**
 * Stand-in for /profile on the banking branch only, so its browser test can reach the section.
 * The profile page (another branch) composes BankingSection; drop this file and its router line then.
 */
export default function ProfileStandIn() {
  const { t } = useTranslation();
  return (
    <div className="security">
      <header className="security__header">
        <h1>{t('titles.profile')}</h1>
      </header>
      <BankingSection />
    </div>
  );
}
