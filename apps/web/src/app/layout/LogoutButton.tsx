import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icons/Icon';
import { Spinner } from '../../components/ui/Spinner';
import './LogoutButton.css';

export function LogoutButton({ onLogout, busy }: { onLogout: () => void; busy: boolean }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="logout-button" onClick={onLogout} disabled={busy} aria-busy={busy || undefined}>
      {busy ? <Spinner size={18} /> : <Icon name="logout" className="logout-button__icon" />}
      <span className="logout-button__text">{t('header.logout')}</span>
    </button>
  );
}
