import { useNavigate } from 'react-router';
import { useCallback, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { pathOf } from '../../lib/routes/routes';
import { isApiError } from '../../lib/api/ApiError';
import { Captcha } from '../login';
import { completeLogin } from '../session';
import { forgetFlow, forgetRequest } from './store';

/**
 * A recovery that worked: the server set the login cookie with a fresh step-up. Load the session
 * as any login does, then open /security (with its "recovered" message), where the person
 * replaces the methods they lost.
 */
export function useRecovered() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    forgetFlow();
    forgetRequest();
    await completeLogin(queryClient, null);
    await navigate(pathOf('security'), { replace: true, state: { toast: 'recovered' } });
  }, [queryClient, navigate]);
}

export interface ProofCaptcha {
  payload: string | undefined;
  element: ReactNode;
  /** After each submission with a payload: it works once, so the widget solves a new one. */
  spend: () => void;
  /** From the first auth.captcha_required on, the widget is shown. */
  noteError: (error: unknown) => void;
}

/** The captcha of a proof, as on the login page. */
export function useProofCaptcha(): ProofCaptcha {
  const [shown, setShown] = useState(false);
  const [payload, setPayload] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  return {
    payload: payload ?? undefined,
    element: shown ? <Captcha onPayload={setPayload} round={round} /> : null,
    spend: () => {
      if (payload) setRound((n) => n + 1);
    },
    noteError: (error) => {
      if (isApiError(error, 'auth.captcha_required')) setShown(true);
    },
  };
}
