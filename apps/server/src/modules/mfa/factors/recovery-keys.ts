import { randomInt, timingSafeEqual } from 'node:crypto';
import { normalizeRecoveryKey, RECOVERY_KEY_ALPHABET, RECOVERY_KEY_COUNT, RECOVERY_KEY_LENGTH } from '@portal/contract/rules';
import { sha256 } from '../../../lib/tokens';

/** One key: 10 characters of a 31-letter alphabet (about 49 bits), shown as XXXXX-XXXXX. */
export function newRecoveryKey(): string {
  let key = '';
  for (let i = 0; i < RECOVERY_KEY_LENGTH; i++) key += RECOVERY_KEY_ALPHABET[randomInt(RECOVERY_KEY_ALPHABET.length)];
  return `${key.slice(0, 5)}-${key.slice(5)}`;
}

export function newRecoveryKeys(): string[] {
  return Array.from({ length: RECOVERY_KEY_COUNT }, newRecoveryKey);
}

/** Keys are random and long, so a plain sha256 of the normalised key is enough (no slow hash). */
export function recoveryKeyHash(key: string): string {
  return sha256(normalizeRecoveryKey(key));
}

/**
 * The id of the unused key that matches, or null. Every candidate is compared, in constant time,
 * so the answer time does not depend on which key (if any) matched.
 */
export function matchRecoveryKey(candidates: readonly { id: number; key_hash: string }[], input: string): number | null {
  const given = Buffer.from(recoveryKeyHash(input), 'hex');
  let match: number | null = null;
  for (const candidate of candidates) {
    const stored = Buffer.from(candidate.key_hash, 'hex');
    if (stored.length === given.length && timingSafeEqual(stored, given) && match === null) match = candidate.id;
  }
  return match;
}
