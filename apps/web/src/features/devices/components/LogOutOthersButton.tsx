import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { useLogOutOthers } from '../queries';

/** "Log out on all devices": ends every other session and keeps this one (security page and history). */
export function LogOutOthersButton() {
  const { t } = useTranslation();
  const logOut = useLogOutOthers();
  return (
    <div className="devices-others">
      <Button variant="secondary" busy={logOut.isPending} onClick={() => logOut.mutate()}>
        {t('devices.logOutOthers')}
      </Button>
      <p role="status" className={logOut.isError ? 'devices-others__status devices-others__status--error' : 'devices-others__status'}>
        {logOut.isSuccess ? t('devices.loggedOutOthers', { count: logOut.data.ended }) : logOut.isError ? t('devices.logOutFailed') : ''}
      </p>
    </div>
  );
}
