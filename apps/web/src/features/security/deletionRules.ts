import type { MfaMethod } from '@portal/contract/mfa';

export type DeleteBlock = 'lastEmail' | 'lastSms' | 'cardFixed' | null;

/**
 * Why a method cannot be deleted (shown as the delete button's tooltip), or null: at least one
 * e-mail and one SMS method must remain, and the card is the account's proof (specification).
 */
export function deleteBlock(method: MfaMethod, all: readonly MfaMethod[]): DeleteBlock {
  if (method.method === 'card') return 'cardFixed';
  const sameKind = all.filter((m) => m.method === method.method).length;
  if (method.method === 'email' && sameKind === 1) return 'lastEmail';
  if (method.method === 'sms' && sameKind === 1) return 'lastSms';
  return null;
}
