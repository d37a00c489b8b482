import type { Config } from '../../config/config';
import { createSecretBox, type SecretBox } from '../../lib/secret-box';

// One box per APP_SECRET (tests run apps with different secrets side by side).
const boxes = new Map<string, SecretBox>();
function boxFor(config: Pick<Config, 'appSecret'>): SecretBox {
  let box = boxes.get(config.appSecret);
  if (!box) boxes.set(config.appSecret, (box = createSecretBox(config.appSecret)));
  return box;
}

/** IBANs are bound to their account: a ciphertext copied to another user's row does not open. */
const context = (userId: number) => `iban:${userId}`;

export function sealIban(config: Pick<Config, 'appSecret'>, userId: number, iban: string): string {
  return boxFor(config).seal(iban, context(userId));
}

export function openIban(config: Pick<Config, 'appSecret'>, userId: number, sealed: string): string | null {
  return boxFor(config).open(sealed, context(userId));
}
