import type { Generated } from 'kysely';

/** The tables of e-mail and text-message delivery: the dev outbox and the durable queue of real delivery. */

export interface OutboxTable {
  id: Generated<number>;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string | null;
  text: string;
  html: string | null;
  created_at: number;
}

/** An e-mail or text message queued for real delivery (migration 0026). */
export interface MessageQueueTable {
  id: Generated<number>;
  /** Random, the same at every attempt: the receiver can drop a retried duplicate. */
  message_id: string;
  channel: 'email' | 'sms';
  /** Masked (d***@example.com, +32 *** *** 456): the address itself is sealed with the body. */
  recipient: string;
  /** The address, subject and bodies, sealed (lib/secret-box.ts); null once finished. */
  body_sealed: string | null;
  created_at: number;
  /** A code's or link's expiry: never sent after it. Null for notices. */
  expires_at: number | null;
  /** When the next attempt is due, or the lease of the one under way; null once finished. */
  next_attempt_at: number | null;
  /** Attempts claimed so far; each claim takes the next number. */
  attempts: Generated<number>;
  state: Generated<'pending' | 'sent' | 'expired' | 'given_up'>;
  finished_at: number | null;
  /** Why the last attempt failed, without the message's content. */
  last_error: string | null;
}
