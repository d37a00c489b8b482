import type { Db } from '../db/database';
import { listLogouts, type LogoutReport } from '../oidc/backchannel/repo';

const when = (ms: number | null) => (ms === null ? '-' : new Date(Number(ms)).toISOString());
const STATES = { pending: 'pending', delivered: 'delivered', 'given-up': 'given_up' } as const;
const LIMIT = 100;

function stateOf(logout: LogoutReport): string {
  if (logout.delivered_at !== null) return `delivered ${when(logout.delivered_at)}`;
  if (logout.gave_up_at !== null) return `given up ${when(logout.gave_up_at)}`;
  return `pending, next attempt ${when(logout.next_attempt_at)}`;
}

/**
 * `backchannel list [--state pending|delivered|given-up]`: the newest queued back-channel logouts,
 * each with every attempt and the app's answer (its HTTP status, or why none came).
 */
export async function backchannelCommand(db: Db, command: string | undefined, options: { state?: string }): Promise<number> {
  const state = options.state === undefined ? undefined : STATES[options.state as keyof typeof STATES];
  if (command !== 'list' || (options.state !== undefined && !state)) {
    console.error('Usage: npm run cli -- backchannel list [--state pending|delivered|given-up]');
    return 1;
  }
  const logouts = await listLogouts(db, { limit: LIMIT, state });
  if (logouts.length === 0) console.log('No back-channel logouts.');
  for (const logout of logouts) {
    console.log(`${logout.id}\t${logout.client_id}\tsid ${logout.sid}\tsub ${logout.sub}\tqueued ${when(logout.created_at)}\t${stateOf(logout)}`);
    for (const attempt of logout.history) console.log(`  ${when(attempt.at)}  ${attempt.status ?? attempt.error}`);
  }
  return 0;
}
