import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Footer } from './Footer';
import { Header } from './Header';
import { Navbar } from './Navbar';
import { UnknownPathNotice } from './UnknownPathNotice';
import '../../styles/shell/PublicLayout.css';

/** Login, MFA, onboarding and the other single-task screens: a header and a centred column. */
export function PublicLayout() {
  const { t } = useTranslation();
  return (
    <div className="public-shell">
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <Header nav={<Navbar />} />
      <main id="main" tabIndex={-1} className="public-shell__main">
        <UnknownPathNotice className="public-shell__notice" />
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
