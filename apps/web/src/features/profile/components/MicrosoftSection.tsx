import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '@portal/contract/user';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { config } from '../../../config/runtime';
import { shownError } from '../../../lib/api/error-actions';
import { useResumedAction } from '../hooks/useResumedAction';
import { UNLINK_MICROSOFT_ACTION, useUnlinkMicrosoft } from '../hooks/useUnlinkMicrosoft';
import { InfoRow } from './InfoRow';

/**
 * The spec's Microsoft login flag and e-mail: the Microsoft account the person signs in with, and
 * unlinking it (confirmed, then behind a step-up). Shown when the account is linked, or the portal
 * offers "Sign in with Microsoft" (then "not linked" answers whether it is); a portal without it has
 * nothing to say to an account that is not linked, except right after the unlinking.
 */
export function MicrosoftSection({ user }: { user: User }) {
  const { t } = useTranslation();
  const { change, unlink } = useUnlinkMicrosoft();
  const [asking, setAsking] = useState(false);
  const [unlinked, setUnlinked] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  // The button goes with the link: the focus goes to the section's heading, whose notice says why.
  const run = useCallback(() => {
    setUnlinked(false);
    unlink(() => {
      setUnlinked(true);
      heading.current?.focus();
    });
  }, [unlink]);
  useResumedAction(UNLINK_MICROSOFT_ACTION, run);

  if (!user.microsoft_login && !config.upstreamLogin && !unlinked) return null;
  const error = shownError(change.error);
  return (
    <Card as="section" aria-labelledby="profile-microsoft">
      <div className="profile__head">
        <h2 id="profile-microsoft" ref={heading} tabIndex={-1}>
          {t('microsoft.title')}
        </h2>
      </div>
      <div className="stack">
        {unlinked && (
          <Alert tone="success" onClose={() => setUnlinked(false)}>
            {t('microsoft.unlinked')}
          </Alert>
        )}
        {error && <Alert tone="error">{t(error.key)}</Alert>}
        {user.microsoft_email ? (
          <>
            <p className="muted">{t('microsoft.linked')}</p>
            <dl className="profile-info">
              <InfoRow label={t('microsoft.account')}>{user.microsoft_email}</InfoRow>
            </dl>
            <div>
              <Button variant="secondary" onClick={() => setAsking(true)} busy={change.isPending}>
                {t('microsoft.unlink')}
              </Button>
            </div>
          </>
        ) : (
          <p className="muted">{t('microsoft.notLinked')}</p>
        )}
      </div>
      <ConfirmDialog
        open={asking}
        title={t('microsoft.confirmTitle')}
        text={t('microsoft.confirmText', { email: user.microsoft_email })}
        action={t('microsoft.confirmAction')}
        busy={change.isPending}
        onConfirm={() => {
          setAsking(false);
          run();
        }}
        onCancel={() => setAsking(false)}
      />
    </Card>
  );
}
