import { createSecretBox, type SecretBox } from '../../../lib/secret-box';
import type { OutgoingMessage } from '../delivery';

/** What is sealed of a queued message: everything that may carry a code, a link or an address. */
export type SealedBody = Pick<OutgoingMessage, 'to' | 'subject' | 'text' | 'html'>;

// One box per APP_SECRET (tests run apps with different secrets side by side).
const boxes = new Map<string, SecretBox>();
function boxFor(appSecret: string): SecretBox {
  let box = boxes.get(appSecret);
  if (!box) boxes.set(appSecret, (box = createSecretBox(appSecret)));
  return box;
}

/** Bound to its message: a body copied to another row does not open. */
const context = (messageId: string) => `message:${messageId}`;

export function sealBody(appSecret: string, messageId: string, { to, subject, text, html }: SealedBody): string {
  return boxFor(appSecret).seal(JSON.stringify({ to, subject, text, html }), context(messageId));
}

/** null when it does not open (APP_SECRET changed since it was queued, or the row was tampered with). */
export function openBody(appSecret: string, messageId: string, sealed: string | null): SealedBody | null {
  const json = sealed === null ? null : boxFor(appSecret).open(sealed, context(messageId));
  return json === null ? null : (JSON.parse(json) as SealedBody);
}
