import { parsePhone } from '@portal/contract/phone';
import { usernameKind } from '@portal/contract/rules';
import type { Variant } from '@portal/contract/variants';

/**
 * The login name as the server compares it: an e-mail address as typed (the server normalises it),
 * a phone number in E.164, read as a number of the variant's country when it has no country code.
 */
export function loginName(typed: string, variant: Variant): string {
  const value = typed.trim();
  if (usernameKind(value) === 'email') return value;
  return parsePhone(value, variant === 'lu' ? 'LU' : 'BE') ?? value;
}
