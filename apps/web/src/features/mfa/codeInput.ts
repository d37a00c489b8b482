import { hasDeliveredCode, type MfaMethodKind } from '@portal/contract/mfa';
import { EMAIL_CODE_LENGTH, RECOVERY_KEY_LENGTH, SMS_CODE_LENGTH, TOTP_CODE_LENGTH } from '@portal/contract/rules';

/** The longest value mfaCodeInput accepts (a kind without a length of its own). */
const ANY_CODE_MAX = 64;
/** A card number: 16 digits. */
const CARD_LENGTH = 16;

export function codeLength(kind: MfaMethodKind): number {
  // A support code is sent by e-mail or SMS like theirs (docs/support.md).
  if (kind === 'email' || kind === 'support') return EMAIL_CODE_LENGTH;
  if (kind === 'sms') return SMS_CODE_LENGTH;
  if (kind === 'totp') return TOTP_CODE_LENGTH;
  if (kind === 'card') return CARD_LENGTH;
  if (kind === 'totpRecovery') return RECOVERY_KEY_LENGTH;
  return ANY_CODE_MAX;
}

/** Digits-only codes get the numeric keypad on phones. */
export function isNumericCode(kind: MfaMethodKind): boolean {
  return hasDeliveredCode(kind) || kind === 'totp' || kind === 'card' || kind === 'support';
}

/**
 * The code input takes letters and digits only: anything else (spaces and dashes of a pasted code)
 * is dropped as it is typed, and the value never grows past the method's length.
 */
export function filterCode(value: string, maxLength: number): string {
  return value.replace(/[^A-Za-z0-9]/g, '').slice(0, maxLength);
}
