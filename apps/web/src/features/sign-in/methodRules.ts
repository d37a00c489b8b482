import type { MfaMethod } from '@portal/contract/mfa';
import { setupStepPath } from '../../lib/routes/paths';

/** The change-method button appears only when several non-e-mail methods exist (specification). */
export function canChangeMethod(methods: readonly MfaMethod[]): boolean {
  return methods.filter((m) => m.method !== 'email').length > 1;
}

/**
 * The methods a login offers to pick. The recovery keys are left out: they stand in for a lost
 * authenticator, and its code screen offers them.
 */
export function pickableMethods(methods: readonly MfaMethod[]): MfaMethod[] {
  return methods.filter((m) => m.method !== 'totpRecovery');
}

/**
 * The one method this browser can use, when there is nothing to choose: its screen opens without
 * the list. A passkey counts only where the browser has passkeys at all.
 */
export function soleMethod(methods: readonly MfaMethod[], passkeysWork: boolean): MfaMethod | null {
  const usable = pickableMethods(methods).filter((m) => passkeysWork || m.method !== 'passkey');
  return usable.length === 1 ? (usable[0] ?? null) : null;
}

/**
 * After signing in with a support code (docs/support.md): the authenticator set-up, with the
 * session's step-up. An authenticator the person still has on the account (on the phone they lost)
 * is replaced; otherwise a new one is added. `support` makes the set-up say why it opened.
 */
export function afterSupportCodePath(attempt: { methods: readonly MfaMethod[] }, redirect: string | null): string {
  const totp = attempt.methods.find((m) => m.method === 'totp');
  return setupStepPath('setup-mfa-totp', redirect, totp ? { reset: 'true', mfaId: String(totp.id), support: 'true' } : { support: 'true' });
}
