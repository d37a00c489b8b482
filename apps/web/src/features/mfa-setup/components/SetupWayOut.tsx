import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isOAuthPath } from '@portal/contract/oauth';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { TextLink } from '../../../components/ui/TextLink';
import { redirectScope } from '../../../config/redirect-scope';
import { isAbsoluteUrl, resolveTarget } from '../../../lib/routes/paths';
import { forcedSetup, mfaStatusQuery, useLogout } from '../../session';
import { setupToDo, setupWayOut } from '../setupSteps';

/**
 * The way out of a set-up screen (issue 34): "Cancel" back where the person came from, or "Sign out"
 * when the set-up is forced, as walking out of it would only end the session anyway (the guard).
 */
export function SetupWayOut({ redirect }: { redirect: string | null }) {
  const { t } = useTranslation();
  const status = useQuery(mfaStatusQuery);
  const logout = useLogout();
  // Until the server has said whether the set-up is forced, offering either could be wrong.
  if (!status.isSuccess) return null;
  if (setupWayOut(setupToDo(status.data)) === 'signOut') {
    return (
      <>
        {logout.isError && <Alert tone="error">{t('session.logoutFailed')}</Alert>}
        <Button variant="link" busy={logout.isPending} onClick={() => logout.mutate()}>
          {t('setup.wayOut.signOut')}
        </Button>
      </>
    );
  }
  const target = resolveTarget(redirect, redirectScope());
  // A set-up marked at sign-in holds the person (the guard signs out whoever walks out): leaving on purpose frees them.
  const leave = () => forcedSetup.clear();
  // Another site, or a partner's sign-in resuming on the server, loads in the window.
  return isAbsoluteUrl(target) || isOAuthPath(target) ? (
    <a className="text-link" href={target} onClick={leave}>
      {t('setup.wayOut.cancel')}
    </a>
  ) : (
    <TextLink to={target} onClick={leave}>
      {t('setup.wayOut.cancel')}
    </TextLink>
  );
}
