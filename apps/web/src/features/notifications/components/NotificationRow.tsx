import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Notification } from '@portal/contract/notifications';
import { pathOf } from '../../../lib/routes/routes';
import { Icon } from '../../../components/icons/Icon';
import type { SecureAccountState } from '../secureSource';
import '../../../components/ui/Button.css';

/** One notice: what happened and when, from which device for a new sign-in, and "This wasn't me". */
export function NotificationRow({ notice, formatTime }: { notice: Notification; formatTime: (iso: string) => string }) {
  const { t } = useTranslation();
  const time = formatTime(notice.created_at);
  const device = notice.device && [notice.device.browser, notice.device.os].filter(Boolean).join(', ');
  const from = notice.device ? [device || t('notifications.unknownDevice'), notice.device.ip].filter(Boolean).join(' · ') : null;
  const unread = notice.read_at === null;
  const reported = notice.kind === 'new_device' && !notice.can_report;
  return (
    <article className={`notice${unread ? ' notice--unread' : ''}`}>
      <Icon name={notice.kind === 'new_device' ? 'device' : 'shield'} className="notice__icon" />
      <div className="notice__text">
        <h2 className="notice__what">
          {t(`notifications.kinds.${notice.kind}`)}
          {unread && <> <span className="notice__badge">{t('notifications.unread')}</span></>}
        </h2>
        <p className="notice__detail">
          <time dateTime={notice.created_at}>{time}</time>
          {from && <> · {t('notifications.device', { device: from })}</>}
        </p>
        {reported && <p className="notice__detail">{t('notifications.reported')}</p>}
      </div>
      {notice.can_report && (
        <Link
          className="button button--secondary notice__action"
          to={pathOf('secure-account')}
          state={{ notification: notice.id } satisfies SecureAccountState}
          aria-label={t('notifications.notMeLabel', { time })}
        >
          {t('notifications.notMe')}
        </Link>
      )}
    </article>
  );
}
