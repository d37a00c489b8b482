import pLimit from 'p-limit';
import { MINUTE, SECOND, type Clock } from './clock';

/**
 * The background loop of a durable queue in the database (back-channel logouts, outgoing
 * messages): every server process runs one per queue. It runs a round when woken (right after a
 * commit that queued rows) and on a timer set for the next due row, at most MAX_SLEEP_MS away, so
 * rows another process queued, and leases a dead process left, are found by then. The claims are
 * the queue's own (a conditional UPDATE): any number of processes and rounds may race.
 */
export interface QueueRunner {
  start(): void;
  /** A round now (or once a busy one ends): rows were queued. Ignored while stopped. */
  wake(): void;
  /** Stops the timer and waits for the rounds under way, so they do not outlive the database. */
  stop(): Promise<void>;
}

export interface QueueRunnerOptions {
  clock: Clock;
  /** One round over the due rows; a rejection goes to `onError` and the timer goes on. */
  round(): Promise<void>;
  /** When the next row is due (or its lease ends), for the timer; null when none is waiting. */
  nextDueAt(): Promise<number | null>;
  /**
   * Rounds under way at once in this process: a receiver that never answers holds its round for
   * the attempt's timeout, and a row queued meanwhile must not wait behind it.
   */
  maxRounds: number;
  /** Removes old finished rows; run after a round, at most once an hour. */
  prune?(): Promise<void>;
  /** Registers the runner's wake-up with a queue's wake signal at start; answers its removal. */
  subscribe?(wake: () => void): () => void;
  onError(error: unknown): void;
}

const MAX_SLEEP_MS = MINUTE;
const MIN_SLEEP_MS = SECOND;
const PRUNE_EVERY_MS = 60 * MINUTE;

export function queueRunner(options: QueueRunnerOptions): QueueRunner {
  const { clock } = options;
  let timer: NodeJS.Timeout | undefined;
  const rounds = new Set<Promise<void>>();
  let again = false;
  let stopped = true;
  let unsubscribe = () => {};
  let prunedAt = 0;

  const sleepUntilNextDue = async () => {
    const due = await options.nextDueAt().catch(() => null);
    const wait = due === null ? MAX_SLEEP_MS : Math.min(Math.max(due - clock.now(), MIN_SLEEP_MS), MAX_SLEEP_MS);
    if (stopped || rounds.size > 0) return;
    clearTimeout(timer);
    timer = setTimeout(wake, wait);
    timer.unref();
  };

  const oneRound = async () => {
    try {
      await options.round();
      if (options.prune && clock.now() - prunedAt > PRUNE_EVERY_MS) {
        prunedAt = clock.now();
        await options.prune();
      }
    } catch (error) {
      options.onError(error);
    }
  };

  function wake(): void {
    if (stopped) return;
    // Woken while every round is busy: one of them starts another once it is done, since this
    // wake-up may have come after their claims.
    if (rounds.size >= options.maxRounds) {
      again = true;
      return;
    }
    again = false;
    clearTimeout(timer);
    const round: Promise<void> = oneRound().finally(() => {
      rounds.delete(round);
      if (again) wake();
      else if (rounds.size === 0) void sleepUntilNextDue();
    });
    rounds.add(round);
  }

  return {
    start() {
      stopped = false;
      unsubscribe = options.subscribe?.(wake) ?? (() => {});
      wake();
    },
    wake,
    async stop() {
      stopped = true;
      unsubscribe();
      clearTimeout(timer);
      await Promise.all(rounds);
    },
  };
}

/**
 * A wake-up call for a queue whose rows are written deep inside other modules' transactions:
 * they call `wake()` once committed (before the commit a round would not see the rows on
 * PostgreSQL), and each runner of this process subscribes at start.
 */
export function wakeSignal() {
  const listeners = new Set<() => void>();
  return {
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    wake(): void {
      for (const listener of listeners) listener();
    },
  };
}

/** Receivers attempted at once by one round of one process. */
const PARALLEL = 8;
/** Two waves of attempts at most per claim, so that the last ends well within its lease. */
const BATCH = 2 * PARALLEL;
/** A round stops after this many batches; the next one goes on. */
const MAX_BATCHES = 50;

/**
 * The body of a round: claims a batch of due rows (`claim`, the queue's conditional UPDATE),
 * attempts each (PARALLEL at once), and claims again until a batch comes back short. Answers
 * every attempt's result. A lease must outlast two waves of the slowest attempt.
 */
export async function drainDue<Row, Result>(claim: (limit: number) => Promise<Row[]>, attempt: (row: Row) => Promise<Result>): Promise<Result[]> {
  const limit = pLimit(PARALLEL);
  const results: Result[] = [];
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const claimed = await claim(BATCH);
    results.push(...(await Promise.all(claimed.map((row) => limit(() => attempt(row))))));
    if (claimed.length < BATCH) break;
  }
  return results;
}

/**
 * When to try again after `attempts` failed attempts, or null to give up: back-off doubling from
 * `firstRetryMs` to at most `maxRetryMs`, and a last attempt when `giveUpAfterMs` since queueing
 * is over.
 */
export function nextAttemptAt(policy: { firstRetryMs: number; maxRetryMs: number; giveUpAfterMs: number }, queuedAt: number, attempts: number, now: number): number | null {
  const deadline = queuedAt + policy.giveUpAfterMs;
  if (now >= deadline) return null;
  const delay = Math.min(policy.firstRetryMs * 2 ** Math.max(0, attempts - 1), policy.maxRetryMs);
  return Math.min(now + delay, deadline);
}
