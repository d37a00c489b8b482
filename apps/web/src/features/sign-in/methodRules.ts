import type { MfaMethod } from '@portal/contract/mfa';

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
