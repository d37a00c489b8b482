import type { ParseKeys } from 'i18next';
import type { MfaMethodKind } from '@portal/contract/mfa';
import { isApiError } from '../../lib/api/ApiError';
import { inputErrorKey } from '../../lib/api/error-actions';

/** A code the server refused: the one answer the person can mend by typing again. */
export const isWrongCode = (error: unknown): boolean => isApiError(error, 'mfa.invalid_code') || isApiError(error, 'mfa.invalid_card');

/**
 * The texts under the code input, in order: the server's verdict, then, for a wrong code, what to do
 * next (the latest message or a new one, the app's current code, the card's digits), and the other
 * methods when the flow offers them. Empty when nothing belongs under the input.
 */
export function codeErrorKeys(error: unknown, kind: MfaMethodKind, otherMethods: boolean): ParseKeys[] {
  const verdict = inputErrorKey(error);
  if (!verdict) return [];
  if (!isWrongCode(error) || kind === 'passkey') return [verdict];
  const next: ParseKeys = `mfa.confirm.wrongCode.${kind}`;
  return otherMethods ? [verdict, next, 'mfa.confirm.wrongCode.orOtherMethod'] : [verdict, next];
}
