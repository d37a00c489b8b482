import { type NavigateFunction } from 'react-router';
import { isOAuthPath } from '@portal/contract/oauth';
import { isAbsoluteUrl } from './paths';

/**
 * Paths stay in the SPA; addresses of sibling platforms (already checked) load in the window, and
 * so do the provider's paths: a partner's sign-in resumes on the server, with its cookies.
 */
export function followTarget(navigate: NavigateFunction, target: string): void {
  if (isAbsoluteUrl(target) || isOAuthPath(target)) window.location.assign(target);
  else void navigate(target, { replace: true });
}
