import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/Alert';
import { useLogout } from '../../features/session';
import { useSaveLanguage } from '../../features/profile';
import { Breadcrumbs } from './Breadcrumbs';
import { Footer } from './Footer';
import { Header } from './Header';
import { LogoutButton } from './LogoutButton';
import { SideNav } from './SideNav';
import { UnknownPathNotice } from './UnknownPathNotice';
import './AppLayout.css';

/** The signed-in shell: header, navigation, breadcrumbs and the page. */
export function AppLayout() {
  const { t } = useTranslation();
  const logout = useLogout();
  const language = useSaveLanguage();
  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <Header onChooseLanguage={language.choose} actions={<LogoutButton onLogout={() => logout.mutate()} busy={logout.isPending} />} />
      <div className="app-shell__body">
        <SideNav />
        <main id="main" tabIndex={-1} className="app-shell__main">
          {language.failed && <Alert tone="error">{t('header.languageSaveFailed')}</Alert>}
          {logout.isError && (
            <Alert tone="error" onClose={() => logout.reset()}>
              {t('session.logoutFailed')}
            </Alert>
          )}
          <UnknownPathNotice />
          <Breadcrumbs />
          <Outlet />
        </main>
      </div>
      <Footer />
    </div>
  );
}
