import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';

/**
 * Encrypts small secrets at rest (TOTP secrets) with AES-256-GCM. The key is derived from
 * APP_SECRET with HKDF-SHA256 for this one purpose, so it is never the HMAC key of the codes. The
 * context (e.g. `totp:USER_ID`) is authenticated but not stored: a ciphertext copied to another
 * account's row does not decrypt.
 */
export interface SecretBox {
  seal(plaintext: string, context: string): string;
  /** null when the value was tampered with, belongs to another context or another APP_SECRET. */
  open(sealed: string, context: string): string | null;
}

export function createSecretBox(appSecret: string): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', appSecret, 'account-portal', 'secret-box/v1 aes-256-gcm', 32));
  return {
    seal(plaintext, context) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context));
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
    },
    open(sealed, context) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || body === undefined) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAAD(Buffer.from(context));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
