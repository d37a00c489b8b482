import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { errorAction } from '../../../lib/api/error-actions';
import { useLogOutOthers } from '../queries';
import { useResumedLogOut } from '../useResumedLogOut';

/** "Log out on all devices": ends every other session and keeps this one (security page and history). */
export function LogOutOthersButton() {
  const { t } = useTranslation();
  const logOut = useLogOutOthers();
  useResumedLogOut('logOutOthers', () => logOut.mutate());
  // A step-up on its way is no failure to show.
  const failed = logOut.isError && errorAction(logOut.error).kind !== 'stepUp';
  return (
    <div className="devices-others">
      <Button variant="secondary" busy={logOut.isPending} onClick={() => logOut.mutate()}>
        {t('devices.logOutOthers')}
      </Button>
      <p role="status" className={failed ? 'devices-others__status devices-others__status--error' : 'devices-others__status'}>
        {logOut.isSuccess ? t('devices.loggedOutOthers', { count: logOut.data.ended }) : failed ? t('devices.logOutFailed') : ''}
      </p>
    </div>
  );
}
