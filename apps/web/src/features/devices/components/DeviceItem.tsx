import type { Device } from '@portal/contract/devices';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icons/Icon';
import { Button } from '../../../components/ui/Button';
import { actionLabel } from '../../../components/ui/actionLabel';
import { placeText } from '../describe';
import { useFormat } from '../../../lib/format/useFormat';

interface Props {
  device: Device;
  name: string;
  busy: boolean;
  onLogOut: () => void;
}

/** One device: what, where, since when, which apps, how many sessions, and its log-out button. */
export function DeviceItem({ device, name, busy, onLogOut }: Props) {
  const { t, i18n } = useTranslation();
  const formatDateTime = useFormat().dateTime;
  const services = device.services.map((s) => s.name).join(', ') || t('devices.noServices');
  return (
    <li className="devices-list__item">
      <Icon name="device" className="devices-list__icon" />
      <div className="devices-list__text">
        <p className="devices-list__name">
          {name} <span className={device.status === 'ended' ? 'devices-badge devices-badge--muted' : 'devices-badge'}>{t(`devices.status.${device.status}`)}</span>
        </p>
        <dl className="devices-list__facts">
          <dt>{t('devices.location')}</dt>
          <dd>{placeText(t, device.location, i18n.language)}</dd>
          <dt>{t('devices.firstConnection')}</dt>
          <dd>{formatDateTime(device.first_seen_at)}</dd>
          <dt>{t('devices.recentActivity')}</dt>
          <dd>{formatDateTime(device.last_seen_at)}</dd>
          <dt>{t('devices.services')}</dt>
          <dd>{services}</dd>
          <dt>{t('devices.sessions')}</dt>
          <dd>{device.session_count}</dd>
        </dl>
      </div>
      {device.status !== 'ended' && (
        <Button aria-label={actionLabel(t('devices.logOut'), name)} variant="secondary" className="devices-list__button" busy={busy} onClick={onLogOut}>
          {t('devices.logOut')}
        </Button>
      )}
    </li>
  );
}
