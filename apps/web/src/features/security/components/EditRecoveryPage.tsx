import { useNavigate } from 'react-router';
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { useApiErrorAction } from '../../../lib/api/useApiErrorAction';
import { setupStepPath } from '../../../lib/routes/paths';
import { QueryState } from '../../../components/ui/QueryState';
import { shownError } from '../../../lib/api/error-actions';
import { useFormat } from '../../../lib/format/useFormat';
import { SectionCard } from './SectionCard';
import './Security.css';
import { mfaMethodsQuery, refreshMfa, regenerateRecovery } from '../../mfa';
import { type RecoveryKeysState } from '../../mfa';
import { useUser } from '../../session';

/** /security/edit-recovery (behind a step-up): which keys are used, and a new set. */
export default function EditRecoveryPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const formatDate = useFormat().date;
  const user = useUser();
  const methods = useQuery(mfaMethodsQuery);
  const hasTotp = methods.data?.some((m) => m.method === 'totp') ?? false;
  const act = useApiErrorAction({ stepUp: { to: 'edit-recovery' } });
  const [asking, setAsking] = useState(false);
  const regenerate = useMutation({
    mutationFn: regenerateRecovery,
    onSuccess: async (keys) => {
      await refreshMfa(queryClient);
      const state: RecoveryKeysState = { keys, toast: 'regenerated' };
      void navigate(setupStepPath('setup-totp-success', 'security', { isRegenerated: 'true' }), { state });
    },
    onError: (error) => act(error),
    onSettled: () => setAsking(false),
  });
  const keys = user?.totpRecovery ?? [];
  const failure = shownError(regenerate.error);
  return (
    <div className="security">
      <header className="security__header">
        <h1>{t('titles.editRecovery')}</h1>
        <p className="muted">{t('editRecovery.intro')}</p>
      </header>
      {failure && <Alert tone="error">{t(failure.key)}</Alert>}
      <SectionCard
        icon="key"
        title={t('security.recovery.title')}
        text={
          !methods.isSuccess
            ? undefined
            : hasTotp
              ? t('security.recovery.count', { count: keys.filter((k) => k.used_at === null).length, total: keys.length })
              : t('editRecovery.noTotp')
        }
      >
        {!methods.isSuccess && <QueryState query={methods}>{() => null}</QueryState>}
        {hasTotp && (
          <>
            <ul className="security-list">
              {keys.map((key, index) => (
                <li key={key.id} className="security-list__item">
                  <span className="security-list__name">{t('editRecovery.key', { number: index + 1 })}</span>
                  <span className="security-list__text security-list__detail">{key.used_at ? formatDate(key.used_at) : ''}</span>
                  <span className={key.used_at ? 'badge badge--muted' : 'badge'}>{t(key.used_at ? 'editRecovery.used' : 'editRecovery.unused')}</span>
                </li>
              ))}
            </ul>
            <p className="muted">{t('editRecovery.regenerateHint')}</p>
            <div>
              <Button busy={regenerate.isPending} onClick={() => setAsking(true)}>
                {t('editRecovery.regenerate')}
              </Button>
            </div>
          </>
        )}
        <ConfirmDialog
          open={asking}
          title={t('review.confirm.regenerate.title')}
          text={t('review.confirm.regenerate.text')}
          action={t('review.confirm.regenerate.action')}
          busy={regenerate.isPending}
          onConfirm={() => regenerate.mutate()}
          onCancel={() => setAsking(false)}
        />
      </SectionCard>
    </div>
  );
}
