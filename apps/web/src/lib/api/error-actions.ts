import type { ErrorCode } from '@portal/contract/errors';
import { errorKey } from '../i18n/errorKeys';
import { ApiError, type ClientErrorCode } from './ApiError';

type Code = ErrorCode | ClientErrorCode;

/**
 * What the SPA does about a failed call, decided in one place instead of screen by screen:
 * - signIn: the session is gone; forget it, remember where the person was and open the login page.
 * - stepUp: the change needs a fresh second factor (/mfa/methods?single=true&redirect=...).
 * - restartFlow: the flow the screen belongs to expired or was spent (every `*expired` code): the
 *   screen starts it again (useApiErrorAction's restartFlow); a one-time link's page, which has no
 *   flow to restart, says so with the code's text and its way back.
 * - captcha: the server wants a solved captcha with the next try; the screen's useCaptcha shows it.
 * - inline: an answer about what the person sent, shown under the field (field) or the form.
 * - page: the server could not answer; a query shows its error state with a retry.
 */
export type ErrorActionKind = 'signIn' | 'stepUp' | 'restartFlow' | 'captcha' | 'inline' | 'page';

export interface ErrorAction {
  kind: ErrorActionKind;
  /** The translated text's key: the code itself (`errors.<code>`), or the generic server error. */
  key: ReturnType<typeof errorKey>;
  /** An inline error that belongs under the input (wrong code, address already used). */
  field: boolean;
  /** Trying again cannot help for now (too many attempts): the form's submit is disabled. */
  locked: boolean;
}

interface Rule {
  kind: ErrorActionKind;
  field?: boolean;
  locked?: boolean;
}

/**
 * The table. Codes not listed are inline answers, unless the status says the server failed. Every
 * code of the contract that ends in `expired` has its row (error-actions.test.ts enumerates them).
 */
export const errorActions: Partial<Record<Code, Rule>> = {
  'auth.unauthenticated': { kind: 'signIn' },
  'mfa.step_up_required': { kind: 'stepUp' },
  'auth.captcha_required': { kind: 'captcha' },
  // Flows: the screen starts again (login, forgotten password, weak password, onboarding, recovery, merge, contact).
  'mfa.flow_expired': { kind: 'restartFlow' },
  'mfa.challenge_expired': { kind: 'restartFlow' },
  'password_reset.expired': { kind: 'restartFlow' },
  'password.reset_expired': { kind: 'restartFlow' },
  'onboarding.expired': { kind: 'restartFlow' },
  'recovery.expired': { kind: 'restartFlow' },
  'merge.expired': { kind: 'restartFlow' },
  'contact.expired': { kind: 'restartFlow' },
  // One-time links and requests: their page says it and leads back to the start.
  'handover.expired': { kind: 'restartFlow' },
  'notifications.link_expired': { kind: 'restartFlow' },
  'recovery.link_expired': { kind: 'restartFlow' },
  'oauth.interaction_expired': { kind: 'restartFlow' },
  'account.restore_expired': { kind: 'restartFlow' },
  'mfa.invalid_code': { kind: 'inline', field: true },
  'mfa.invalid_card': { kind: 'inline', field: true },
  'mfa.email_duplicated': { kind: 'inline', field: true },
  'mfa.sms_duplicated': { kind: 'inline', field: true },
  'validation.invalid': { kind: 'inline', field: true },
  'auth.too_many_attempts': { kind: 'inline', locked: true },
  'network.failed': { kind: 'page' },
  'network.timeout': { kind: 'page' },
  'server.error': { kind: 'page' },
};

function ruleOf(error: unknown): Rule {
  if (!(error instanceof ApiError)) return { kind: 'page' };
  const listed = errorActions[error.code as Code];
  if (listed) return listed;
  if (error.status === 401) return { kind: 'signIn' };
  if (error.status === 0 || error.status >= 500) return { kind: 'page' };
  return { kind: 'inline' };
}

export function errorAction(error: unknown): ErrorAction {
  const rule = ruleOf(error);
  return { kind: rule.kind, key: errorKey(error), field: !!rule.field, locked: !!rule.locked };
}

/**
 * The failure a screen shows where it happened: null when it leads elsewhere (login, step-up,
 * restart). The captcha's request stays: its text says why the widget appeared.
 */
export function shownError(error: unknown): ErrorAction | null {
  if (error === null || error === undefined) return null;
  const action = errorAction(error);
  return action.kind === 'signIn' || action.kind === 'stepUp' || action.kind === 'restartFlow' ? null : action;
}

export const isFieldError = (error: unknown): boolean => !!error && errorAction(error).field;
export const isLockedError = (error: unknown): boolean => !!error && errorAction(error).locked;
/** The flow expired: for a query, which has no onError to hand to useApiErrorAction. */
export const isRestartError = (error: unknown): boolean => !!error && errorAction(error).kind === 'restartFlow';
export const isCaptchaError = (error: unknown): boolean => !!error && errorAction(error).kind === 'captcha';

/** The key of the form's alert: a failure shown here that belongs neither under an input nor to a lock-out. */
export function formErrorKey(error: unknown): ErrorAction['key'] | null {
  const action = shownError(error);
  return action && !action.field && !action.locked ? action.key : null;
}

/** The key of the error under the input (wrong code, address already in use). */
export function inputErrorKey(error: unknown): ErrorAction['key'] | null {
  const action = shownError(error);
  return action?.field ? action.key : null;
}
