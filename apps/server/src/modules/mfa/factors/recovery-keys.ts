import { createHmac, hkdfSync, randomInt, timingSafeEqual } from 'node:crypto';
import { normalizeRecoveryKey, RECOVERY_KEY_ALPHABET, RECOVERY_KEY_COUNT, RECOVERY_KEY_LENGTH } from '@portal/contract/rules';

/** One key: 10 characters of a 31-letter alphabet (about 49 bits), shown as XXXXX-XXXXX. */
export function newRecoveryKey(): string {
  let key = '';
  for (let i = 0; i < RECOVERY_KEY_LENGTH; i++) key += RECOVERY_KEY_ALPHABET[randomInt(RECOVERY_KEY_ALPHABET.length)];
  return `${key.slice(0, 5)}-${key.slice(5)}`;
}

export function newRecoveryKeys(): string[] {
  return Array.from({ length: RECOVERY_KEY_COUNT }, newRecoveryKey);
}

// One derived key per APP_SECRET, for this purpose only (never the code HMAC or the secret box key).
const keys = new Map<string, Buffer>();
function recoveryKeyKey(appSecret: string): Buffer {
  let key = keys.get(appSecret);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', appSecret, 'account-portal', 'recovery-keys/v1 hmac-sha256', 32));
    keys.set(appSecret, key);
  }
  return key;
}

/**
 * HMAC-SHA256 of the normalised key (upper case, no dash) with a key derived from APP_SECRET and
 * salted with the account id: 49 bits are a lot of guessing, but a leaked table alone must not be
 * brute-forced offline, nor one precomputation serve every account. Keys are random, so no slow hash.
 */
export function recoveryKeyHash(appSecret: string, userId: number, key: string): string {
  return createHmac('sha256', recoveryKeyKey(appSecret)).update(`${userId}:${normalizeRecoveryKey(key)}`).digest('hex');
}

/**
 * The id of the unused key that matches, or null. Every candidate is compared, in constant time,
 * so the answer time does not depend on which key (if any) matched.
 */
export function matchRecoveryKey(appSecret: string, userId: number, candidates: readonly { id: number; key_hash: string }[], input: string): number | null {
  const given = Buffer.from(recoveryKeyHash(appSecret, userId, input), 'hex');
  let match: number | null = null;
  for (const candidate of candidates) {
    const stored = Buffer.from(candidate.key_hash, 'hex');
    if (stored.length === given.length && timingSafeEqual(stored, given) && match === null) match = candidate.id;
  }
  return match;
}
