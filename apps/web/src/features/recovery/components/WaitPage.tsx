import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { recoveryCompleteRequest, type RecoveryWaitResponse } from '@portal/contract/recovery';
import { pathOf } from '../../../lib/routes/routes';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { TextField } from '../../../components/ui/TextField';
import { TextLink } from '../../../components/ui/TextLink';
import { isApiError } from '../../../lib/api/ApiError';
import { useFormat } from '../../../lib/format/useFormat';
import { errorKey, fieldErrorKey } from '../../../lib/i18n/errorKeys';
import { NewPasswordFields, newPasswordForm, placeFieldErrors, type NewPasswordValues } from '../../password';
import { completeRecoveryRequest } from '../api';
import { requestCodeForm, type RequestCodeValues } from '../forms';
import { useRecovered } from '../hooks';
import { forgetRequest, readRequest, saveRequest } from '../flowState';
import type { FreshRequestState } from './RequestPage';
import './Recovery.css';

/**
 * /account-recovery/wait: the request made in this browser (or a request code typed in on another
 * device). Right after the request its code is shown once; until the wait is over the screen says
 * when; then a new password completes it.
 */
export default function WaitPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  // Shown once: kept for this visit, dropped from the history entry so a reload does not show it.
  const [fresh] = useState(() => (location.state as FreshRequestState | null)?.fresh === true);
  useEffect(() => {
    if (location.state) void navigate(location.pathname, { replace: true, state: null });
  }, [location.state, location.pathname, navigate]);
  const [request, setRequest] = useState<RecoveryWaitResponse | null>(readRequest);
  return (
    <Card as="section" className="public-card stack recovery" aria-labelledby="recovery-wait-title">
      <h1 id="recovery-wait-title">{t('titles.accountRecoveryWait')}</h1>
      {request ? <RequestState request={request} fresh={fresh} onForget={() => setRequest(null)} onKnownTime={setRequest} /> : <EnterCode onCode={setRequest} />}
    </Card>
  );
}

/** Without a stored request: the code written down earlier. Its waiting time comes from the server. */
function EnterCode({ onCode }: { onCode: (request: RecoveryWaitResponse) => void }) {
  const { t } = useTranslation();
  const { register, handleSubmit, formState } = useForm<RequestCodeValues>({ resolver: zodResolver(requestCodeForm), defaultValues: { request: '' } });
  return (
    <>
      <p className="recovery__intro">{t('recovery.wait.enterCode')}</p>
      <form className="stack" noValidate onSubmit={handleSubmit((values) => onCode({ request: values.request.trim(), ready_at: 0 }))}>
        <TextField
          label={t('recovery.wait.codeLabel')}
          autoComplete="off"
          spellCheck={false}
          error={formState.errors.request && t(fieldErrorKey(formState.errors.request.message, 'code'))}
          {...register('request')}
        />
        <Button type="submit" fullWidth>
          {t('recovery.wait.useCode')}
        </Button>
      </form>
      <TextLink to={pathOf('account-recovery')}>{t('recovery.expired.restart')}</TextLink>
    </>
  );
}

interface StateProps {
  request: RecoveryWaitResponse;
  fresh: boolean;
  onForget: () => void;
  /** The server told when a typed-in request is ready: remember it. */
  onKnownTime: (request: RecoveryWaitResponse) => void;
}

function RequestState({ request, fresh, onForget, onKnownTime }: StateProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const recovered = useRecovered();
  const { register, handleSubmit, formState, watch, setError } = useForm<NewPasswordValues>({ resolver: zodResolver(newPasswordForm), defaultValues: { password: '', confirm: '' } });
  const [placed, setPlaced] = useState(false);
  const complete = useMutation({
    mutationFn: (values: NewPasswordValues) => completeRecoveryRequest(recoveryCompleteRequest.parse({ request: request.request, password: values.password })),
    onMutate: () => setPlaced(false),
    onSuccess: recovered,
    onError: (error) => {
      setPlaced(placeFieldErrors(error, setError, ['password']));
      const readyAt = isApiError(error, 'recovery.not_ready') ? (error.body as { ready_at?: number } | null)?.ready_at : undefined;
      if (readyAt) {
        const known = { request: request.request, ready_at: readyAt };
        saveRequest(known);
        onKnownTime(known);
      }
    },
  });
  const ready = request.ready_at <= Date.now();
  const notReady = isApiError(complete.error, 'recovery.not_ready');
  const alert = complete.isError && !placed && !notReady ? errorKey(complete.error) : null;
  const forget = () => {
    forgetRequest();
    onForget();
  };
  return (
    <>
      {fresh && (
        <div className="stack">
          <h2>{t('recovery.wait.codeTitle')}</h2>
          <p className="recovery__intro">{t('recovery.wait.codeIntro')}</p>
          <p className="recovery__code" data-testid="recovery-request-code">
            {request.request}
          </p>
        </div>
      )}
      {request.ready_at > 0 && !ready ? (
        <Alert tone="info">{t('recovery.wait.pending', { date: format.dateTime(request.ready_at) })}</Alert>
      ) : (
        <>
          {ready && <p className="recovery__intro">{t('recovery.wait.ready')}</p>}
          {alert && <Alert tone="error">{t(alert)}</Alert>}
          <form className="stack" noValidate onSubmit={handleSubmit((values) => complete.mutate(values))}>
            <NewPasswordFields fields={{ password: register('password'), confirm: register('confirm') }} errors={formState.errors} password={watch('password')} />
            <Button type="submit" busy={complete.isPending} fullWidth>
              {t('recovery.submit')}
            </Button>
          </form>
        </>
      )}
      <p className="muted">{t('recovery.wait.cancelledHint')}</p>
      <Button variant="link" onClick={forget}>
        {t('recovery.wait.forget')}
      </Button>
    </>
  );
}
