import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icons/Icon';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { Spinner } from '../../../components/ui/Spinner';
import { errorAction } from '../../../lib/api/error-actions';
import { sendMergeCode } from '../api/calls';
import type { FuzzionCodeMethod } from '@portal/contract/fuzzion';
import '../../../styles/screens.css';

interface Props {
  payload: string;
  methods: FuzzionCodeMethod[];
  onSent: (method: FuzzionCodeMethod, payload: string) => void;
  onBack: () => void;
  onFailed: () => void;
}

/** Where the 8-digit code goes: one of the other account's e-mail addresses or numbers, masked. */
export function MethodStep({ payload, methods, onSent, onBack, onFailed }: Props) {
  const { t } = useTranslation();
  const send = useMutation({
    mutationFn: (method: FuzzionCodeMethod) => sendMergeCode(payload, method.id),
    onSuccess: (answer, method) => onSent(method, answer.payload),
    onError: (error) => {
      if (errorAction(error).kind !== 'inline') onFailed();
    },
  });
  const failure = send.error && errorAction(send.error).kind === 'inline' ? errorAction(send.error).key : null;
  return (
    <Card as="section" className="public-card stack merge" aria-labelledby="merge-methods-title">
      <div className="screen-heading">
        <h1 id="merge-methods-title">{t('merge.methods.title')}</h1>
        <p className="muted">{t('merge.methods.intro')}</p>
      </div>
      {failure && <Alert tone="error">{t(failure)}</Alert>}
      {methods.length === 0 ? (
        <p className="muted">{t('merge.methods.none')}</p>
      ) : (
        <div className="mfa-methods">
          {methods.map((method) => {
            const busy = send.isPending && send.variables.id === method.id;
            return (
              <button
                key={method.id}
                type="button"
                className="method-button"
                onClick={() => send.mutate(method)}
                disabled={send.isPending}
                aria-busy={busy || undefined}
              >
                <span className="icon-badge">
                  <Icon name={method.method === 'email' ? 'mail' : 'sms'} />
                </span>
                <span className="method-button__text">
                  <span className="method-button__kind">{t(`mfa.kind.${method.method}`)}</span>{' '}
                  <span className="method-button__target">{method.masked}</span>
                </span>
                {busy ? <Spinner size={18} /> : <Icon name="chevronRight" className="method-button__chevron" />}
              </button>
            );
          })}
        </div>
      )}
      <Button variant="link" onClick={onBack}>
        {t('merge.back')}
      </Button>
    </Card>
  );
}
