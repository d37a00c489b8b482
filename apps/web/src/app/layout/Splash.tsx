import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/ui/Spinner';
import './Splash.css';

/** Shown while a page bundle or the first session check loads. */
export function Splash() {
  const { t } = useTranslation();
  return (
    <div className="splash" role="status">
      <Spinner size={28} />
      <span className="visually-hidden">{t('app.loading')}</span>
    </div>
  );
}
