import { createHmac, hash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A bearer secret: 32 random bytes (256 bits), base64url. Only its sha256 is stored. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** One-shot `hash` (no Hash object): every authenticated request hashes its token. */
export function sha256(value: string): string {
  return hash('sha256', value, 'hex');
}

/** An 8-digit one-time code, uniformly drawn. */
export function randomCode(): string {
  return String(randomInt(0, 100_000_000)).padStart(8, '0');
}

/**
 * One-time codes are stored as HMAC-SHA256(APP_SECRET, attemptId + code): a database leak alone
 * does not let anyone brute-force the 10^8 codes offline.
 */
export function codeHash(secret: string, attemptId: string, code: string): string {
  return createHmac('sha256', secret).update(attemptId + code).digest('hex');
}

/** Constant-time comparison of two hex digests. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
