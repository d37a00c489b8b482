import type { MfaMethod } from '@portal/contract/mfa';

/** The change-method button appears only when several non-e-mail methods exist (specification). */
export function canChangeMethod(methods: readonly MfaMethod[]): boolean {
  return methods.filter((m) => m.method !== 'email').length > 1;
}
