import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { safeRedirect } from '@portal/contract/redirect';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { errorKey } from '../../../lib/i18n/errorKeys';
import { logout, useUser } from '../../session';
import { redirectScope } from '../../../config/redirect-scope';

/**
 * Who is about to give the app access, and the way to do it as someone else: sign out of the
 * portal, then the app's request again from its start, which asks who signs in (login policy).
 */
export function SignedInAs({ restart, busy }: { restart: string | undefined; busy: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const user = useUser();
  const switchAccount = useMutation({
    mutationFn: () => logout(queryClient),
    onSuccess: () => window.location.assign(safeRedirect(restart, redirectScope())),
  });
  if (!user) return null;
  const name = `${user.firstname} ${user.lastname}`.trim();
  const email = user.email[0]?.email;
  return (
    <div className="approve__account">
      <p>
        {t('review.consent.signedInAs', { name })}
        {email && (
          <span className="muted approve__email" dir="ltr">
            {email}
          </span>
        )}
      </p>
      {restart && (
        <Button variant="link" busy={switchAccount.isPending || switchAccount.isSuccess} disabled={busy} onClick={() => switchAccount.mutate()}>
          {t('review.consent.switchAccount')}
        </Button>
      )}
      {switchAccount.isError && <Alert tone="error">{t(errorKey(switchAccount.error))}</Alert>}
    </div>
  );
}
