import { useEffect, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Navigate, useNavigate } from 'react-router';
import type { ResetStepResponse } from '@portal/contract/password-reset';
import { Loading } from '../../../components/ui/Loading';
import { pathOf } from '../../../lib/routes/routes';
import { useApiErrorAction } from '../../../lib/api/useApiErrorAction';
import { LoadError } from '../../../components/ui/LoadError';
import { openResetLink } from '../api/proveReset';
import { forgetFlow, linkPayloadFromHash, readFlow, saveFlow, type ResetFlow } from '../flowState';
import { FlowExpired } from './FlowExpired';
import { NewPasswordStep } from './NewPasswordStep';
import { SecondFactorStep } from './SecondFactorStep';
import './ForgotPassword.css';

/** A link payload taken from the address but not yet opened (React may run the state initialiser twice). */
let takenLink: string | null = null;

/** The link's payload, read once and dropped from the address bar at once (history, screenshots, shoulder surfers). */
function takeLinkPayload(): string | null {
  const payload = linkPayloadFromHash(window.location.hash);
  if (payload) {
    takenLink = payload;
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  }
  return payload ?? takenLink;
}

const stepOf = (answer: ResetStepResponse): ResetFlow => ({
  payload: answer.payload,
  stage: answer.second_factor ? 'second_factor' : 'password',
  recipient: [],
  technology: 'email',
  methods: answer.second_factor?.methods ?? [],
  picked: null,
});

/**
 * reset-password: the second factor when it is due, then the new password. Reached from the code
 * screen, or from the "This wasn't me" e-mail's `#reset=` link; without either it goes back to
 * /forgot-password.
 */
export default function ResetPasswordPage() {
  const navigate = useNavigate();
  const [link] = useState(takeLinkPayload);
  const [flow, setFlow] = useState<ResetFlow | null>(readFlow);
  const [expired, setExpired] = useState(false);
  const update = (next: ResetFlow) => {
    saveFlow(next);
    setFlow(next);
  };
  const expire = () => {
    forgetFlow();
    setExpired(true);
  };
  const act = useApiErrorAction({ restartFlow: expire });
  const open = useMutation({
    mutationFn: (payload: string) => openResetLink({ payload }),
    onSuccess: (answer) => update(stepOf(answer)),
    onError: (error) => act(error),
  });
  // A link works once: the ref keeps a second mount (React's strict mode) from spending it again.
  const opened = useRef(false);
  useEffect(() => {
    if (!link || opened.current) return;
    opened.current = true;
    takenLink = null;
    open.mutate(link);
  }, [link, open]);

  if (expired) return <FlowExpired />;
  if (link && (open.isPending || open.isIdle)) return <Loading />;
  if (link && open.isError) return <LoadError error={open.error} onRetry={() => open.mutate(link)} />;
  if (!flow || flow.stage === 'code') return <Navigate to={pathOf('forgot-password.email')} replace />;
  if (flow.stage === 'second_factor') {
    return <SecondFactorStep flow={flow} onPick={(picked) => update({ ...flow, picked })} onProven={(answer) => update(stepOf(answer))} onExpired={expire} />;
  }
  return (
    <NewPasswordStep
      payload={flow.payload}
      onExpired={expire}
      onDone={() => {
        forgetFlow();
        void navigate(pathOf('reset-password-confirmed'), { replace: true, state: { done: true } });
      }}
    />
  );
}
