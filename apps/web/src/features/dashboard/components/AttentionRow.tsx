import { useTranslation } from 'react-i18next';
import type { AttentionItem } from '@portal/contract/attention';
import { Icon, type IconName } from '../../../components/icons/Icon';
import { TextLink } from '../../../components/ui/TextLink';
import { pathOf, type RouteName } from '../../../lib/routes/routes';
import { deviceName } from '../../devices';
import { useFormat } from '../../../lib/format/useFormat';

type NewDevice = Extract<AttentionItem, { kind: 'new_device' }>;
export type AttentionRowItem = Exclude<AttentionItem, NewDevice | { kind: 'mfa_reminder' }> | { kind: 'new_devices'; devices: NewDevice[] };

interface Shown {
  icon: IconName;
  title: string;
  text: string;
  action: string;
  /** The screen that deals with it. */
  to: RouteName;
}

/** One thing to look at: what it is, why it matters and a link to the screen that fixes it. */
export function AttentionRow({ item }: { item: AttentionRowItem }) {
  const { t } = useTranslation();
  const formatDateTime = useFormat().dateTime;
  const shown = ((): Shown => {
    switch (item.kind) {
      case 'mfa_missing':
        return { icon: 'shield', title: t('dashboardExtra.attention.mfaMissing.title'), text: t('dashboardExtra.attention.mfaMissing.text'), action: t('dashboardExtra.attention.mfaMissing.action'), to: 'mfa-edit' };
      case 'recovery_keys_low':
        return {
          icon: 'key',
          title: t('dashboardExtra.attention.recoveryKeysLow.title'),
          text: item.unused === 0 ? t('dashboardExtra.attention.recoveryKeysLow.none') : t('dashboardExtra.attention.recoveryKeysLow.text', { count: item.unused }),
          action: t('dashboardExtra.attention.recoveryKeysLow.action'),
          to: 'edit-recovery',
        };
      case 'new_devices': {
        const [only] = item.devices;
        const known = only && (only.browser || only.os) ? deviceName(t, only) : t('dashboardExtra.attention.newDevice.unknown');
        return {
          icon: 'device',
          title: t('dashboardExtra.attention.newDevice.title'),
          text:
            only && item.devices.length === 1
              ? t('dashboardExtra.attention.newDevice.text', { device: known, date: formatDateTime(only.first_seen_at) })
              : t('dashboardExtra.attention.newDevice.several', { count: item.devices.length }),
          action: t('dashboardExtra.attention.newDevice.action'),
          to: 'history',
        };
      }
    }
  })();
  return (
    <li className="attention-row">
      <span className="icon-badge">
        <Icon name={shown.icon} />
      </span>
      <div className="attention-row__text">
        <h3 className="attention-row__title">{shown.title}</h3>
        <p className="muted">{shown.text}</p>
        <TextLink to={pathOf(shown.to)} className="attention-row__action">
          {shown.action}
        </TextLink>
      </div>
    </li>
  );
}
