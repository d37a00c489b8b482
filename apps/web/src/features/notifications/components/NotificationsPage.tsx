import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/Card';
import { EmptyState, QueryState } from '../../../components/ui/QueryState';
import { useFormat } from '../../../lib/format/useFormat';
import { useNotifications } from '../hooks/useNotifications';
import { NotificationRow } from './NotificationRow';
import './Notifications.css';

/** /user/notifications: the account's security notices, newest first; shown means read. */
export default function NotificationsPage() {
  const { t } = useTranslation();
  const list = useNotifications();
  const formatTime = useFormat().dateTime;
  return (
    <section className="notifications stack">
      <header className="notifications__header">
        <h1>{t('titles.notifications')}</h1>
        <p className="muted">{t('notifications.intro')}</p>
      </header>
      <QueryState
        query={list}
        isEmpty={(data) => data.data.length === 0}
        empty={
          <Card>
            <EmptyState>{t('notifications.empty')}</EmptyState>
          </Card>
        }
      >
        {(data) => (
          <Card padding="none" className="notifications__card">
            <ul className="notifications__list" aria-label={t('notifications.listLabel')}>
              {data.data.map((notice) => (
                <li key={notice.id}>
                  <NotificationRow notice={notice} formatTime={formatTime} />
                </li>
              ))}
            </ul>
          </Card>
        )}
      </QueryState>
    </section>
  );
}
