import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM for secrets the server must read back (the signing keys' private halves). The key
 * is derived from APP_SECRET with HKDF, one per purpose, so the database alone reveals nothing.
 * Sealed form: base64url(iv).base64url(tag).base64url(ciphertext).
 */
function derivedKey(appSecret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', appSecret, 'account-portal', purpose, 32));
}

export function seal(appSecret: string, purpose: string, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', derivedKey(appSecret, purpose), iv);
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url')).join('.');
}

/** Throws when the value was sealed with another secret or altered. */
export function unseal(appSecret: string, purpose: string, sealed: string): string {
  const [iv, tag, ciphertext] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !ciphertext) throw new Error('Malformed sealed value');
  const decipher = createDecipheriv('aes-256-gcm', derivedKey(appSecret, purpose), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
}
