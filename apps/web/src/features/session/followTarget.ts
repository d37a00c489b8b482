import type { NavigateFunction } from 'react-router';
import { isAbsoluteUrl } from '../../app/paths';

/** Paths stay in the SPA; addresses of sibling platforms (already checked) load in the window. */
export function followTarget(navigate: NavigateFunction, target: string): void {
  if (isAbsoluteUrl(target)) window.location.assign(target);
  else void navigate(target, { replace: true });
}
