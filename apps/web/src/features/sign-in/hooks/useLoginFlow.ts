import { useCallback, useState } from 'react';
import { useSearchParams, useNavigate } from 'react-router';
import { loginPath } from '../../../lib/routes/paths';
import { loginAttempt } from '../flowState';
import type { LoginNoticeState } from '../loginNotice';

/**
 * The state the MFA screens share: the login attempt, the remembered target (and the action to
 * resume after a step-up), a restart of the login.
 */
export function useLoginFlow() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const redirect = params.get('redirect');
  const [attempt] = useState(loginAttempt.read);
  const restart = useCallback(() => {
    const state: LoginNoticeState = { notice: 'mfa.flow_expired' };
    void navigate(loginPath(redirect), { replace: true, state });
  }, [navigate, redirect]);
  const resume = { action: params.get('action'), targetMfaId: params.get('targetMfaId') };
  return { isLogin: params.get('isLogin') === 'true', params, redirect, resume, attempt, restart };
}
