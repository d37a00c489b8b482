import type { MfaMethodKind, MfaSetup } from '@portal/contract/mfa';

/**
 * Forced MFA (specification, Force-MFA and section 6). mfa_forced accounts must hold one e-mail and
 * one SMS method. Customer accounts not yet forced are asked for any method and may skip; forced
 * customer accounts follow the forced rule with the client-area wording.
 */
export function setupNeeded(user: { mfa_forced: number; mfa_customer: number }, kinds: readonly MfaMethodKind[]): MfaSetup | null {
  const forced = user.mfa_forced === 1;
  const customer = user.mfa_customer === 1;
  if (!forced && !customer) return null;
  const missing = (['email', 'sms'] as const).filter((kind) => !kinds.includes(kind));
  const audience = customer ? 'customer' : 'default';
  if (forced) return missing.length === 0 ? null : { audience, skippable: false, missing };
  const hasAny = kinds.some((kind) => kind !== 'totpRecovery' && kind !== 'support');
  return hasAny ? null : { audience, skippable: true, missing };
}
