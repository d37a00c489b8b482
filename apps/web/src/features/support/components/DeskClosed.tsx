import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { TextLink } from '../../../components/ui/TextLink';
import { loginPath } from '../../../lib/routes/paths';
import { pathOf } from '../../../lib/routes/routes';
import { forgetSession, logout } from '../../session';

/**
 * Signing in anew, back to the desk: this session is signed out first (the login page sends a
 * signed-in person home), and a session the server already ended counts as signed out.
 */
function useSignInToDesk() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => logout(queryClient).catch(() => forgetSession(queryClient)),
    onSuccess: () => navigate(loginPath(pathOf('support')), { replace: true }),
  });
}

/** GET /api/support/me answered 404 at once: this session does not work the desk. */
export function NotADesk() {
  const { t } = useTranslation();
  const signIn = useSignInToDesk();
  return (
    <Card as="section" className="desk-closed stack" aria-labelledby="desk-closed-title">
      <h1 id="desk-closed-title">{t('desk.notDesk.title')}</h1>
      <p>{t('desk.notDesk.text')}</p>
      <p className="muted">{t('desk.notDesk.how')}</p>
      <div className="desk-closed__actions">
        <Button busy={signIn.isPending} onClick={() => signIn.mutate()}>
          {t('desk.notDesk.signIn')}
        </Button>
        <TextLink to={pathOf('user-dashboard')}>{t('desk.notDesk.home')}</TextLink>
      </div>
    </Card>
  );
}

/** A desk call answered 404 after the desk had worked: the server closed the desk session. */
export function SessionEnded() {
  const { t } = useTranslation();
  const signIn = useSignInToDesk();
  return (
    <Card as="section" className="desk-closed stack" aria-labelledby="desk-ended-title">
      <h1 id="desk-ended-title">{t('desk.ended.title')}</h1>
      <p role="alert">{t('desk.ended.text')}</p>
      <div className="desk-closed__actions">
        <Button busy={signIn.isPending} onClick={() => signIn.mutate()}>
          {t('desk.ended.signIn')}
        </Button>
      </div>
    </Card>
  );
}
