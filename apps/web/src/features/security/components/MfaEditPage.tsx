import { useNavigate } from 'react-router';
import { useCallback, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MfaMethod } from '@portal/contract/mfa';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { QueryState } from '../../../components/ui/QueryState';
import { TextLink } from '../../../components/ui/TextLink';
import { useApiErrorAction } from '../../../lib/api/useApiErrorAction';
import { setupStepPath } from '../../../lib/routes/paths';
import { pathOf } from '../../../lib/routes/routes';
import { shownError } from '../../../lib/api/error-actions';
import { deleteBlock } from '../deletionRules';
import type { SecurityToast } from '../toast';
import { useResumedChange, useStepUpFor, type MethodAction } from '../useResumedChange';
import { AddMethodPanel } from './AddMethodPanel';
import { MethodRow } from './MethodRow';
import { SectionCard } from './SectionCard';
import './Security.css';
import { deleteMethod, mfaMethodsQuery, refreshMfa, switchPrimary } from '../../mfa';

type Action = { kind: MethodAction; method: MfaMethod };
type Adding = { kind: 'email' | 'sms'; resumedTarget?: string };

/**
 * /security/mfa-edit (behind a step-up): switch the primary method, delete one, add e-mail, SMS or
 * an authenticator. Each change spends the single-use step-up; the next one asks again and, once
 * confirmed, is carried out on return without another click. A deletion asks nothing more on
 * return: its button named the method, and the step-up was the person confirming it.
 */
export default function MfaEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const methods = useQuery(mfaMethodsQuery);
  const [toast, setToast] = useState<SecurityToast | null>(null);
  const [adding, setAdding] = useState<Adding | null>(null);
  const stepUpFor = useStepUpFor();
  const act = useApiErrorAction();
  const change = useMutation({
    mutationFn: ({ kind, method }: Action) => (kind === 'primary' ? switchPrimary(method.id) : deleteMethod(method.id)),
    onMutate: () => setToast(null),
    onSuccess: async (_answer, { kind, method }) => {
      await refreshMfa(queryClient);
      setToast(kind === 'primary' ? 'primary' : method.method === 'totp' ? 'totpDeleted' : 'deleted');
    },
    onError: (error, { kind, method }) => act(error, { stepUp: () => stepUpFor({ action: kind, methodId: method.id }) }),
  });
  const { mutate } = change;
  useResumedChange(methods.data, {
    onMethod: useCallback((kind: MethodAction, method: MfaMethod) => mutate({ kind, method }), [mutate]),
    onAdd: useCallback((kind: 'email' | 'sms', target: string) => setAdding({ kind, resumedTarget: target }), []),
  });
  const list = methods.data ?? [];
  const totp = list.find((m) => m.method === 'totp');
  const failure = shownError(change.error);
  return (
    <div className="security">
      <header className="security__header">
        <h1>{t('titles.mfaEdit')}</h1>
        <p className="muted">{t('mfaEdit.intro')}</p>
      </header>
      {toast && (
        <Alert tone={toast === 'alreadyActive' ? 'info' : 'success'} onClose={() => setToast(null)}>
          {t(`mfaEdit.toast.${toast}`)}
        </Alert>
      )}
      {failure && (
        <Alert tone="error" onClose={() => change.reset()}>
          {t(change.variables?.kind === 'primary' ? 'mfaEdit.error.switch' : 'mfaEdit.error.delete')} {t(failure.key)}
          {change.variables?.kind === 'primary' && <TextLink to={pathOf('security')}>{t('mfaEdit.error.goToSecurity')}</TextLink>}
        </Alert>
      )}
      <SectionCard icon="shield" title={t('mfaEdit.listTitle')}>
        <QueryState query={methods} empty={t('security.twoStep.none')}>
          {(items) => (
            <ul className="security-list">
              {items.map((method) => (
                <MethodRow
                  key={method.id}
                  method={method}
                  block={deleteBlock(method, items)}
                  busy={change.isPending && change.variables.method.id === method.id ? change.variables.kind : null}
                  onMakePrimary={() => change.mutate({ kind: 'primary', method })}
                  onDelete={() => change.mutate({ kind: 'delete', method })}
                />
              ))}
            </ul>
          )}
        </QueryState>
      </SectionCard>
      <SectionCard icon="plus" title={t('mfaEdit.add.title')}>
        {adding ? (
          <AddMethodPanel
            key={adding.kind}
            kind={adding.kind}
            resumedTarget={adding.resumedTarget}
            onAdded={() => {
              setAdding(null);
              setToast('added');
            }}
            onAlreadyActive={() => {
              setAdding(null);
              setToast('alreadyActive');
            }}
            onClose={() => setAdding(null)}
            onStepUp={(target) => stepUpFor({ action: adding.kind === 'email' ? 'addEmail' : 'addSms', target })}
          />
        ) : (
          <div className="add-methods">
            <Button variant="secondary" onClick={() => setAdding({ kind: 'email' })}>
              {t('mfaEdit.add.email')}
            </Button>
            <Button variant="secondary" onClick={() => setAdding({ kind: 'sms' })}>
              {t('mfaEdit.add.sms')}
            </Button>
            <Button
              variant="secondary"
              onClick={() =>
                void navigate(
                  totp ? setupStepPath('setup-mfa-totp', 'security', { reset: 'true', mfaId: String(totp.id) }) : setupStepPath('setup-mfa-totp', 'security'),
                )
              }
            >
              {t(totp ? 'mfaEdit.add.resetTotp' : 'mfaEdit.add.totp')}
            </Button>
          </div>
        )}
      </SectionCard>
    </div>
  );
}
