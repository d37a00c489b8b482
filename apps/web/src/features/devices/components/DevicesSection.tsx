import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Card } from '../../../components/ui/Card';
import { Checkbox } from '../../../components/ui/Checkbox';
import { QueryState } from '../../../components/ui/QueryState';
import { errorAction } from '../../../lib/api/error-actions';
import { errorKey } from '../../../lib/i18n/errorKeys';
import { useLogout } from '../../session';
import { useResumedLogOut } from '../useResumedLogOut';
import { deviceName } from '../describe';
import { useDevices } from '../queries';
import { DeviceItem } from './DeviceItem';
import { LogOutOthersButton } from './LogOutOthersButton';

/** The devices list: log out one, log out everywhere else, and the session-history switch. */
export function DevicesSection() {
  const { t } = useTranslation();
  const id = useId();
  const { list, logOutOne, history } = useDevices();
  const signOut = useLogout();
  const [loggedOut, setLoggedOut] = useState(false);

  const onLogOut = (key: string) => {
    setLoggedOut(false);
    logOutOne.mutate(key, { onSuccess: () => setLoggedOut(true) });
  };
  useResumedLogOut('logOutDevice', (key) => key && onLogOut(key));
  // A step-up on its way is no failure to show.
  const failed = logOutOne.isError && errorAction(logOutOne.error).kind !== 'stepUp';

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
      {failed && <Alert tone="error">{t('devices.logOutFailed')}</Alert>}
      <QueryState query={list} isEmpty={(data) => data.data.length === 0} empty={t('devices.empty')}>
        {(data) => (
          <>
            <ul className="devices-list" aria-label={t('devices.devicesTitle')}>
              {data.data.map((device) => (
                <DeviceItem
                  key={device.key}
                  device={device}
                  busy={device.status === 'current' ? signOut.isPending : logOutOne.isPending && logOutOne.variables === device.key}
                  // This browser's own sign-out ends this session like the header's button: no step-up.
                  onLogOut={() => (device.status === 'current' ? signOut.mutate() : onLogOut(device.key))}
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
