import { createHmac, hkdfSync } from 'node:crypto';

/**
 * Card numbers and national register numbers are looked up (sign-in's card factor, recovery,
 * forgotten username, onboarding, merge proof, card activation) but never shown whole, so only
 * this keyed digest is stored: HMAC-SHA256 under a key derived from APP_SECRET with HKDF, one key
 * per kind. Deterministic, so an index still serves the look-up; keyed, so a database leak alone
 * does not let anyone run the 10^12 card numbers or the few million register numbers offline.
 * Only digits count: `5065 0000-0000 1001` and `5065000000001001` give the same digest.
 */
export type IdentityKind = 'card_number' | 'national_register_number';

// One key per APP_SECRET and kind (tests run apps with different secrets side by side).
const keys = new Map<string, Buffer>();
function keyFor(appSecret: string, kind: IdentityKind): Buffer {
  const id = `${kind}\0${appSecret}`;
  let key = keys.get(id);
  if (!key) keys.set(id, (key = Buffer.from(hkdfSync('sha256', appSecret, 'account-portal', `identity-digest/v1 ${kind} hmac-sha256`, 32))));
  return key;
}

export function identityDigest(appSecret: string, kind: IdentityKind, value: string): string {
  return createHmac('sha256', keyFor(appSecret, kind)).update(value.replace(/\D/g, '')).digest('hex');
}

export const cardNumberDigest = (appSecret: string, cardNumber: string) => identityDigest(appSecret, 'card_number', cardNumber);
export const nationalRegisterNumberDigest = (appSecret: string, number: string) => identityDigest(appSecret, 'national_register_number', number);

/** What a screen may show of a card number: its last four digits. */
export const cardLast4 = (cardNumber: string) => cardNumber.replace(/\D/g, '').slice(-4);

/**
 * The password context's card check (contract password-context.ts) for cards held only as digests:
 * whether 16 typed digits are one of them. Undefined when there is none to compare.
 */
export function cardNumberMatcher(appSecret: string, digests: readonly (string | null | undefined)[]): ((digits: string) => boolean) | undefined {
  const known = new Set(digests.filter((d): d is string => !!d));
  return known.size === 0 ? undefined : (digits) => known.has(cardNumberDigest(appSecret, digits));
}
