import { wakeSignal } from '../../lib/queue-runner';

/**
 * The wake-up call of this process's logout deliveries (worker.ts). A transaction that queued
 * logouts calls it once committed, so a healthy app hears of the logout within about a second;
 * before the commit a delivery round would not see the rows on PostgreSQL. Other processes find
 * the rows at their next timer; the committing process normally delivers them first.
 */
const signal = wakeSignal();

/** Registers a delivery to wake; answers its removal. */
export const onLogoutsQueued = signal.subscribe;

/** Call after the commit of a transaction that may have queued logouts. */
export const wakeLogoutDelivery = signal.wake;
