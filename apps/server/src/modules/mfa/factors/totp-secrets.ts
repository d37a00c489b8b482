import type { Config } from '../../../config/config';
import { createSecretBox, type SecretBox } from '../../../lib/secret-box';

// One box per APP_SECRET (tests run apps with different secrets side by side).
const boxes = new Map<string, SecretBox>();
function boxFor(config: Pick<Config, 'appSecret'>): SecretBox {
  let box = boxes.get(config.appSecret);
  if (!box) boxes.set(config.appSecret, (box = createSecretBox(config.appSecret)));
  return box;
}

/** TOTP secrets are bound to their account: a ciphertext moved to another user does not open. */
const context = (userId: number) => `totp:${userId}`;

export function sealTotpSecret(config: Pick<Config, 'appSecret'>, userId: number, secret: string): string {
  return boxFor(config).seal(secret, context(userId));
}

export function openTotpSecret(config: Pick<Config, 'appSecret'>, userId: number, sealed: string | null): string | null {
  return sealed === null ? null : boxFor(config).open(sealed, context(userId));
}
