import { isApiError } from '../../lib/api/ApiError';

/**
 * The seconds left of a `mfa.resend_too_soon` answer: the code sent moments ago still works, so the
 * screens show a countdown instead of an error. Null for any other failure.
 */
export function resendWaitOf(error: unknown): number | null {
  if (!isApiError(error, 'mfa.resend_too_soon')) return null;
  const wait = (error.body as { resend_in?: unknown } | null)?.resend_in;
  return typeof wait === 'number' && wait > 0 ? Math.ceil(wait) : 1;
}

/** The navigation state of a code screen opened while its method's resend wait still runs. */
export interface ResendWaitState {
  resendIn: number;
}

export function resendWaitFromState(state: unknown): number | undefined {
  const wait = (state as Partial<ResendWaitState> | null)?.resendIn;
  return typeof wait === 'number' && wait > 0 ? wait : undefined;
}
