import { useEffect } from 'react';
import { useLocation, useSearchParams, useNavigate } from 'react-router';
import { isAbsoluteUrl, resolveTarget, setupStepPath } from '../../../lib/routes/paths';
import { forcedSetup } from '../../session';
import { redirectScope } from '../../../config/redirect-scope';

/**
 * /totp/redirect: after the recovery keys, on to where the person was going; a forced set-up ends
 * on its success screen instead. The success message travels along in the navigation state.
 */
export default function TotpRedirectPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const state = useLocation().state as unknown;
  useEffect(() => {
    const redirect = params.get('redirect');
    if (forcedSetup.isDue()) return void navigate(setupStepPath('setup-mfa-success', redirect), { replace: true });
    const target = resolveTarget(redirect, redirectScope());
    if (isAbsoluteUrl(target)) window.location.assign(target);
    else void navigate(target, { replace: true, state });
  }, [navigate, params, state]);
  return null;
}
