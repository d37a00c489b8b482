import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Card } from '../../../components/ui/Card';
import { Checkbox } from '../../../components/ui/Checkbox';
import { QueryState } from '../../../components/ui/QueryState';
import { errorKey } from '../../../lib/i18n/errorKeys';
import { deviceName } from '../describe';
import { useDevices } from '../queries';
import { DeviceItem } from './DeviceItem';
import { LogOutOthersButton } from './LogOutOthersButton';

/** The devices list: log out one, log out everywhere else, and the session-history switch. */
export function DevicesSection() {
  const { t } = useTranslation();
  const id = useId();
  const { list, logOutOne, history } = useDevices();
  const [loggedOut, setLoggedOut] = useState(false);

  const onLogOut = (key: string) => {
    setLoggedOut(false);
    logOutOne.mutate(key, { onSuccess: () => setLoggedOut(true) });
  };

  return (
    <Card as="section" className="devices-section" aria-labelledby={id}>
      <div className="devices-section__head">
        <h2 id={id}>{t('devices.devicesTitle')}</h2>
        <LogOutOthersButton />
      </div>
      {loggedOut && (
        <Alert tone="success" onClose={() => setLoggedOut(false)}>
          {t('devices.loggedOut')}
        </Alert>
      )}
      {logOutOne.isError && <Alert tone="error">{t('devices.logOutFailed')}</Alert>}
      <QueryState query={list} isEmpty={(data) => data.data.length === 0} empty={t('devices.empty')}>
        {(data) => (
          <>
            <ul className="devices-list" aria-label={t('devices.devicesTitle')}>
              {data.data.map((device) => (
                <DeviceItem
                  key={device.key}
                  device={device}
                  busy={logOutOne.isPending && logOutOne.variables === device.key}
                  onLogOut={() => onLogOut(device.key)}
                  name={deviceName(t, device)}
                />
              ))}
            </ul>
            <Checkbox
              label={t('devices.historyLabel')}
              hint={t('devices.historyHint')}
              checked={data.history_enabled}
              disabled={history.isPending}
              onChange={(event) => history.mutate(event.target.checked)}
            />
            {history.isError && <Alert tone="error">{t(errorKey(history.error))}</Alert>}
          </>
        )}
      </QueryState>
    </Card>
  );
}
