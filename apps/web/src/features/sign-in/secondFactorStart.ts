import type { NavigateFunction } from 'react-router';
import type { MfaMethod } from '@portal/contract/mfa';
import { ApiError, isApiError } from '../../lib/api/ApiError';
import { loginCodePath, loginMethodsPath } from '../../lib/routes/paths';
import { sendLoginCode } from './api/sendLoginCode';
import type { LoginAttempt } from './flowState';
import { resendWaitOf, type ResendWaitState } from '../mfa';

/** The method list's navigation state when sending the only method's code failed: the list says why. */
export interface SendFailureState {
  sendFailure: { status: number; code: string };
}

export function sendFailureFromState(state: unknown): ApiError | null {
  const failure = (state as Partial<SendFailureState> | null)?.sendFailure;
  return failure && typeof failure.status === 'number' && typeof failure.code === 'string' ? new ApiError(failure.status, failure.code, null) : null;
}

/**
 * The screen of an account's one method, opened right after the password (useLogin). The attempt
 * is told the method first, as picking it on the list would: that sends an e-mail or SMS code, and
 * names the method the authenticator's or the card's code will be checked against (nothing is sent
 * for those). A passkey has a call of its own.
 */
export async function openSoleMethod(navigate: NavigateFunction, attempt: LoginAttempt, only: MfaMethod, redirect: string | null): Promise<void> {
  if (only.method === 'passkey') return navigate(loginCodePath(only.id, redirect));
  let resendWait: ResendWaitState | undefined;
  try {
    await sendLoginCode({ payload: attempt.payload, mfaId: only.id });
  } catch (error) {
    // A code went to this method moments ago (a second sign-in right after the first): it still works.
    const wait = resendWaitOf(error);
    if (wait === null) {
      // The list shows the failure, and its button tries again without the password.
      const state: SendFailureState | null = isApiError(error) ? { sendFailure: { status: error.status, code: error.code } } : null;
      return navigate(loginMethodsPath(redirect), { state });
    }
    resendWait = { resendIn: wait };
  }
  return navigate(loginCodePath(only.id, redirect), { state: resendWait });
}
