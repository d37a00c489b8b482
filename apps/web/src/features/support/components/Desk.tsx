import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { StaffMe } from '@portal/contract/support';
import { isApiError } from '../../../lib/api/ApiError';
import { LoadError } from '../../../components/ui/LoadError';
import { Loading } from '../../../components/ui/Loading';
import { usePageTitleOf } from '../../../lib/routes/pageTitle';
import { useStaffMe } from '../queries';
import { useDeskWatch } from '../useDeskWatch';
import { DeskNav } from './DeskNav';
import { NotADesk, SessionEnded } from './DeskClosed';
import './Support.css';

interface Props {
  /** The route's title; a page that names what it shows sets its own once loaded (usePageTitle). */
  title: string;
  /** Admin pages: an agent is told the page is not theirs. */
  adminOnly?: boolean;
  children: (me: StaffMe) => ReactNode;
}

/**
 * Every desk page: asks whether this session works the desk, then draws the desk's navigation and
 * the page. A 404 the first time means this session is no desk's; a 404 after answers means the
 * desk session ended (useDeskWatch asks again on any desk call's 404).
 */
export function Desk({ title, adminOnly = false, children }: Props) {
  const { t } = useTranslation();
  const me = useStaffMe();
  const own = usePageTitleOf(useLocation().pathname);
  useDeskWatch();
  if (me.status === 'pending') return <Loading />;
  if (me.status === 'error') {
    if (!isApiError(me.error) || me.error.status !== 404) return <LoadError error={me.error} retrying={me.isFetching} onRetry={() => void me.refetch()} />;
    return me.data ? <SessionEnded /> : <NotADesk />;
  }
  return (
    <div className="desk">
      <header className="desk__head">
        <h1>{own ?? title}</h1>
        <p className="desk__role">{t('desk.role', { role: t(`desk.roles.${me.data.role}`) })}</p>
      </header>
      <DeskNav admin={me.data.role === 'admin'} />
      {adminOnly && me.data.role !== 'admin' ? <p className="muted">{t('desk.adminOnly')}</p> : children(me.data)}
    </div>
  );
}
