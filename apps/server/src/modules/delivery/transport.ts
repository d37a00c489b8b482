import type { OutgoingMessage } from './delivery';

/**
 * One channel's way out (SMTP, the SMS webhook): one attempt at one message. A failed attempt
 * throws an Error whose message says why without the message's content or the provider's
 * credentials: the queue stores it.
 */
export interface Transport {
  /** `messageId` is the same at every attempt of a message, so the receiver can drop a duplicate. */
  send(message: OutgoingMessage, messageId: string, timeoutMs: number): Promise<void>;
  close(): void;
}
