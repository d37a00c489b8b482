import { randomBytes } from 'node:crypto';
import { sameDigest, sha256 } from '../../lib/tokens';

const PREFIX = 'sha256:';

/**
 * Client secrets are 256 random bits, so a plain SHA-256 is enough to store them: unlike a
 * password, no dictionary helps to reverse it, and the token endpoint stays fast.
 */
export function newClientSecret(): string {
  return randomBytes(32).toString('base64url');
}

export function hashClientSecret(secret: string): string {
  return PREFIX + sha256(secret);
}

/** Constant-time comparison of a presented secret with the stored hash. */
export function clientSecretMatches(storedHash: string | null | undefined, presented: unknown): boolean {
  if (!storedHash?.startsWith(PREFIX) || typeof presented !== 'string' || presented.length === 0) return false;
  return sameDigest(storedHash.slice(PREFIX.length), sha256(presented));
}
