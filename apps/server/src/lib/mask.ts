/**
 * Targets shown before sign-in completes: enough to recognise, not enough to learn an address.
 * `demo@example.com` → `d***@example.com`; `+32470123456` → `+32 *** *** 456`.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const country = digits.slice(0, countryCodeLength(digits));
  return `+${country} *** *** ${digits.slice(-3)}`;
}

// ITU-T E.164 country codes: 1 and 7 have one digit; these prefixes have two; all others three.
const twoDigitCodes = new Set(
  '20 27 30 31 32 33 34 36 39 40 41 43 44 45 46 47 48 49 51 52 53 54 55 56 57 58 60 61 62 63 64 65 66 81 82 84 86 90 91 92 93 94 95 98'.split(' '),
);

function countryCodeLength(digits: string): number {
  if (digits.startsWith('1') || digits.startsWith('7')) return 1;
  return twoDigitCodes.has(digits.slice(0, 2)) ? 2 : 3;
}
