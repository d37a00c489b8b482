import type { Db } from '../db/database';
import { listQueuedMessages, type MessageReport } from '../modules/delivery';

const when = (ms: number | null) => (ms === null ? '-' : new Date(Number(ms)).toISOString());
const STATES = { pending: 'pending', sent: 'sent', expired: 'expired', 'given-up': 'given_up' } as const;
const LIMIT = 100;
const USAGE = 'Usage: npm run cli -- deliveries list [--state pending|sent|expired|given-up]';

function stateOf(message: MessageReport): string {
  if (message.state === 'pending') return `pending, next attempt ${when(message.next_attempt_at)}`;
  return `${message.state === 'given_up' ? 'given up' : message.state} ${when(message.finished_at)}`;
}

/**
 * `deliveries list [--state ...]`: the newest e-mails and text messages of the delivery queue,
 * with their masked recipient, state, attempts and last error; never their content (sealed, and
 * gone once finished).
 */
export async function deliveriesCommand(db: Db, command: string | undefined, options: { state?: string }): Promise<number> {
  const state = options.state === undefined ? undefined : STATES[options.state as keyof typeof STATES];
  if (command !== 'list' || (options.state !== undefined && !state)) {
    console.error(USAGE);
    return 1;
  }
  const messages = await listQueuedMessages(db, { limit: LIMIT, state });
  if (messages.length === 0) console.log('No queued messages.');
  for (const m of messages) {
    const expiry = m.expires_at === null ? '' : `\texpires ${when(m.expires_at)}`;
    const error = m.last_error === null ? '' : `\tlast error: ${m.last_error}`;
    console.log(`${m.id}\t${m.channel}\t${m.recipient}\tqueued ${when(m.created_at)}${expiry}\t${stateOf(m)}\tattempts ${m.attempts}${error}`);
  }
  return 0;
}
