import type { AppContext } from '../../app-context';
import type { Db } from '../../db/database';
import { MINUTE } from '../../lib/clock';
import { completeVerification, openVerification, startVerification, type Verification } from '../verification';

/**
 * A forgotten-password flow is a chain of 'password_reset' verifications, one per step: the code,
 * the second factor (when due), the new password. Each step is finished and the next one opened in
 * one transaction (a conditional UPDATE), so a payload works once and parallel requests with it
 * get `password_reset.expired`, like unknown and late payloads.
 */
export type Stage = 'code' | 'second_factor' | 'password';
export type ResetChannel = 'email' | 'sms';

export interface ResetData {
  /** Tells these verifications from the weak-password replacement and the "This wasn't me" link. */
  flow: 'forgot';
  stage: Stage;
  /** The channel that received the code (or the link): the second factor must be another one. */
  channel: ResetChannel;
  /** What the person typed, normalised: decoy recipients and destination caps derive from it. */
  username: string;
  /** Codes sent by the previous verifications of the flow (resends open a new one). */
  sends: number;
  /** second_factor: the methods offered. */
  methodIds?: number[];
}

export type ResetStep = Verification<ResetData>;

/** The whole flow, from the first code to the new password. */
export const RESET_TTL_MS = 20 * MINUTE;

/** The open step of a payload: only from the device that started the flow, and only at this stage. */
export function openStep(ctx: AppContext, payload: string, stage: Stage, deviceId: string): Promise<ResetStep> {
  return openVerification<ResetData>(
    ctx, payload, 'password_reset', (v) => v.deviceId === deviceId && v.data.flow === 'forgot' && v.data.stage === stage, 'password_reset.expired',
  );
}

/** The first step: nothing before it. */
export async function firstStep(db: Db, now: number, who: { userId: number | null; deviceId: string }, data: ResetData) {
  return startVerification<ResetData>(db, now, { purpose: 'password_reset', userId: who.userId, deviceId: who.deviceId, data, ttlMs: RESET_TTL_MS });
}

/**
 * Inside the caller's transaction: finishes `from` (or throws `password_reset.expired` when another
 * request did) and opens the next step with what is left of the flow's time; answers its payload.
 */
export async function nextStep(
  trx: Db,
  now: number,
  from: Verification<unknown>,
  to: { deviceId: string; data: ResetData; guesses?: number; ttlMs?: number },
): Promise<{ payload: string; verification: ResetStep }> {
  await completeVerification(trx, from, now, 'password_reset.expired');
  return startVerification<ResetData>(trx, now, {
    purpose: 'password_reset',
    userId: from.userId,
    deviceId: to.deviceId,
    data: to.data,
    ttlMs: to.ttlMs ?? Math.max(1, from.expiresAt - now),
    guesses: to.guesses,
  });
}
