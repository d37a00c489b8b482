import type Provider from 'oidc-provider';
import { errors } from 'oidc-provider';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { drainDue } from '../../lib/queue-runner';
import { signLogoutToken, type ProviderClient } from './logout-token';
import { claimDueLogouts, finishAttempt, type Outcome, type QueuedLogout } from './repo';
import { ANSWER_TIMEOUT_MS, nextAttemptAt } from './schedule';
import { isDelivered, postLogoutToken, type Answer } from './send';
import { backchannelLogouts } from '../../modules/metrics';

export interface DeliveryContext {
  db: Db;
  clock: Clock;
  /** The provider of the variant that issued the app's tokens. */
  provider(variant: string): Provider;
}

export interface RoundOutcome {
  delivered: number;
  retrying: number;
  givenUp: number;
}

/**
 * Delivers the logouts that are due: claims batches (repo.ts: one process per attempt), signs and
 * posts each token, records the answer and schedules a retry or gives up (schedule.ts).
 */
export async function deliveryRound(ctx: DeliveryContext, options: { timeoutMs?: number } = {}): Promise<RoundOutcome> {
  const outcome: RoundOutcome = { delivered: 0, retrying: 0, givenUp: 0 };
  const results = await drainDue(
    (limit) => claimDueLogouts(ctx.db, ctx.clock.now(), limit),
    (logout) => attempt(ctx, logout, options.timeoutMs ?? ANSWER_TIMEOUT_MS),
  );
  for (const result of results) {
    outcome[result === 'given_up' ? 'givenUp' : result]++;
    backchannelLogouts.inc({ outcome: result });
  }
  return outcome;
}

async function attempt(ctx: DeliveryContext, logout: QueuedLogout, timeoutMs: number): Promise<'delivered' | 'retrying' | 'given_up'> {
  const provider = ctx.provider(logout.variant);
  const client = await findClient(provider, logout.client_id);
  let answer: Answer;
  let outcome: Outcome;
  if (!client?.backchannelLogoutUri) {
    // Removed, or its URI taken away, since: nobody to tell any more.
    answer = { status: null, error: 'the client is no longer registered for back-channel logout' };
    outcome = { kind: 'given_up' };
  } else {
    answer = await send(provider, client, logout, timeoutMs);
    const retryAt = nextAttemptAt(logout.created_at, logout.attempts, ctx.clock.now());
    outcome = isDelivered(answer) ? { kind: 'delivered' } : retryAt === null ? { kind: 'given_up' } : { kind: 'retry', at: retryAt };
  }
  await finishAttempt(ctx.db, logout, answer, outcome, ctx.clock.now());
  return outcome.kind === 'retry' ? 'retrying' : outcome.kind;
}

async function findClient(provider: Provider, clientId: string): Promise<ProviderClient | undefined> {
  try {
    return await provider.Client.find(clientId);
  } catch (error) {
    // Metadata the provider now refuses (changed behind its back) is the same as gone; anything
    // else (the database) fails the round, and the lease brings the logout back later.
    if (error instanceof errors.InvalidClientMetadata) return undefined;
    throw error;
  }
}

async function send(provider: Provider, client: ProviderClient, logout: QueuedLogout, timeoutMs: number): Promise<Answer> {
  let token: string;
  try {
    token = await signLogoutToken(provider, client, logout);
  } catch (error) {
    return { status: null, error: `could not sign the logout token: ${error instanceof Error ? error.message : String(error)}`.slice(0, 200) };
  }
  return postLogoutToken(client.backchannelLogoutUri as string, token, timeoutMs);
}
