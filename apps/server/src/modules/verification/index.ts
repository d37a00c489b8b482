import type { AppContext } from '../../app-context';
import type { Db } from '../../db/database';
import type { VerificationPurpose } from '../../db/types';
import { ApiError } from '../../lib/api-error';
import type { ErrorCode } from '@portal/contract/errors';
import { MINUTE, SECOND } from '../../lib/clock';
import { codeHash, randomCode, randomToken, sameDigest, sha256 } from '../../lib/tokens';
import { recordEvent, type Actor } from '../events';
import { reserveAccountGuess } from './account-limit';
import * as repo from './repo';
import { codeMessage, type Channel, type OutgoingMessage } from '../delivery';

/**
 * One verification primitive for every flow that proves something with a secret: the second factor
 * of a login, a step-up, setting up a method, a passkey ceremony, and (later) password reset,
 * onboarding, merge and handover. Only this file is public; the table is `verifications`.
 */
export type { VerificationPurpose };

/** Guesses per verification, sends per verification, and the spacing and life of a code. */
export const MAX_GUESSES = 5;
export const MAX_SENDS = 5;
export const RESEND_INTERVAL_MS = 10 * SECOND;
export const CODE_TTL_MS = 10 * MINUTE;
/**
 * Codes to one number or address per hour, whatever the flow, account or process. SMS are few:
 * pumping them costs money. E-mail allows a busy hour of sign-ins and step-ups, but no flood.
 */
export const MAX_SENDS_PER_DESTINATION: Record<Channel, number> = { sms: 5, email: 20 };
export const DESTINATION_WINDOW_MS = 60 * MINUTE;
/** New verifications per account and purpose in 15 minutes: caps the codes sent to typed-in targets. */
const MAX_STARTS_PER_WINDOW = 10;
const START_WINDOW_MS = 15 * MINUTE;

export interface Verification<D = Record<string, unknown>> {
  id: string;
  purpose: VerificationPurpose;
  userId: number | null;
  sessionId: number | null;
  deviceId: string | null;
  attemptId: string | null;
  methodId: number | null;
  data: D;
  codeHash: string | null;
  codeSentAt: number | null;
  codeExpiresAt: number | null;
  sends: number;
  guessesLeft: number;
  expiresAt: number;
}

function toVerification<D>(row: repo.VerificationRow): Verification<D> {
  return {
    id: row.id,
    purpose: row.purpose,
    userId: row.user_id,
    sessionId: row.session_id,
    deviceId: row.device_id,
    attemptId: row.attempt_id,
    methodId: row.method_id,
    data: JSON.parse(row.data) as D,
    codeHash: row.code_hash,
    codeSentAt: row.code_sent_at,
    codeExpiresAt: row.code_expires_at,
    sends: row.sends,
    guessesLeft: row.guesses_left,
    expiresAt: row.expires_at,
  };
}

export interface NewVerification<D> {
  purpose: VerificationPurpose;
  /** What it is bound to: the account, the session, the device, the login (passkey second factor). */
  userId?: number | null;
  sessionId?: number | null;
  deviceId?: string | null;
  attemptId?: string | null;
  methodId?: number | null;
  data: D;
  ttlMs: number;
  /** The secret handed out whose sha256 is the id; a random payload by default. */
  secret?: string;
  /** 1 for a passkey challenge (one use whatever the outcome); MAX_GUESSES otherwise. */
  guesses?: number;
}

/** Opens a verification; the payload (the secret) goes to the client, only its sha256 is stored. */
export async function startVerification<D>(db: Db, now: number, input: NewVerification<D>): Promise<{ payload: string; verification: Verification<D> }> {
  const payload = input.secret ?? randomToken();
  const row = {
    id: sha256(payload),
    purpose: input.purpose,
    user_id: input.userId ?? null,
    session_id: input.sessionId ?? null,
    device_id: input.deviceId ?? null,
    attempt_id: input.attemptId ?? null,
    method_id: input.methodId ?? null,
    data: JSON.stringify(input.data),
    code_hash: null,
    code_sent_at: null,
    code_expires_at: null,
    sends: 0,
    guesses_left: input.guesses ?? MAX_GUESSES,
    created_at: now,
    expires_at: now + input.ttlMs,
    completed_at: null,
  };
  await repo.insertVerification(db, row, now - 24 * 60 * MINUTE);
  return { payload, verification: toVerification<D>(row) };
}

/** Refuses a new verification when the account opened MAX_STARTS_PER_WINDOW of this purpose in 15 minutes. */
export async function ensureStartQuota(ctx: AppContext, userId: number, purpose: VerificationPurpose): Promise<void> {
  const recent = await repo.countStartedSince(ctx.db, userId, purpose, ctx.clock.now() - START_WINDOW_MS);
  if (recent >= MAX_STARTS_PER_WINDOW) throw new ApiError('auth.too_many_attempts');
}

/**
 * The open verification of a payload if it has this purpose and `bound` accepts its subject (its
 * account, session or device), else `expired` is thrown: nobody learns whether it ever existed.
 */
export async function openVerification<D>(
  ctx: AppContext,
  payload: string,
  purpose: VerificationPurpose,
  bound: (v: Verification<D>) => boolean,
  expired: ErrorCode,
): Promise<Verification<D>> {
  const row = await repo.findVerification(ctx.db, sha256(payload));
  const open = row && row.purpose === purpose && row.completed_at === null && row.expires_at > ctx.clock.now();
  const verification = open ? toVerification<D>(row) : null;
  if (!verification || !bound(verification)) throw new ApiError(expired);
  return verification;
}

/** The open verifications of an account for a purpose (e.g. to cancel a set-up by its target). */
export async function openVerificationsOf<D>(db: Db, userId: number, purpose: VerificationPurpose, now: number): Promise<Verification<D>[]> {
  return (await repo.openVerificationsOf(db, userId, purpose, now)).map((row) => toVerification<D>(row));
}

/** Every open verification of an account, whatever its purpose, newest first. */
export async function openVerificationsOfAccount(db: Db, userId: number, now: number): Promise<(Verification & { createdAt: number })[]> {
  return (await repo.openVerificationsOfAccount(db, userId, now)).map((row) => ({ ...toVerification(row), createdAt: row.created_at }));
}

/** An open verification of an account by its id (not its payload: the support desk names it so), or null. */
export async function openVerificationOfAccount(db: Db, userId: number, id: string, now: number): Promise<Verification | null> {
  const row = await repo.findVerification(db, id);
  const open = row && row.user_id === userId && row.completed_at === null && row.expires_at > now;
  return open ? toVerification(row) : null;
}

/** Ends verifications without a guess (a cancelled set-up); answers how many were open. */
export function cancelVerifications(db: Db, ids: string[], now: number): Promise<number> {
  return repo.completeVerifications(db, ids, now);
}

/** Deletes and answers a verification by its secret: a passkey challenge works once, whatever the outcome. */
export async function takeVerification<D>(db: Db, secret: string, purpose: VerificationPurpose): Promise<Verification<D> | null> {
  const row = await repo.takeVerification(db, sha256(secret), purpose);
  return row ? toVerification<D>(row) : null;
}

/**
 * Seconds until the verification may send again: what every send answer carries as `resend_in`.
 * With `methodId`, the wait is that method's: choosing another one is not a resend, and the
 * verification's own cap (MAX_SENDS) and the destination caps still bound the messages.
 */
export function resendIn(v: Pick<Verification, 'codeSentAt' | 'methodId'>, now: number, methodId?: number): number {
  if (v.codeSentAt === null) return 0;
  if (methodId !== undefined && v.methodId !== methodId) return 0;
  return Math.max(0, Math.ceil((v.codeSentAt + RESEND_INTERVAL_MS - now) / SECOND));
}

export interface CodeDestination {
  channel: Channel;
  /** A normalised address (lowercase) or number (E.164). */
  target: string;
  language: string;
  /** The method the code is for, when it is one of the account's (login, step-up). */
  methodId?: number;
}

/**
 * Sends a new 8-digit code, replacing the previous one: at most MAX_SENDS per verification, one
 * every RESEND_INTERVAL_MS to the same method (another method of the account sends at once), and MAX_SENDS_PER_DESTINATION per number or address per hour, all
 * reserved in the database before the message leaves. A code sent to an account is recorded as
 * `code_sent` (actor given). Answers `resend_in` in seconds.
 */
export async function sendCode(ctx: AppContext, v: Verification<unknown>, to: CodeDestination, actor: Actor | null, options: SendOptions = {}): Promise<number> {
  const now = ctx.clock.now();
  if (v.sends >= MAX_SENDS) throw new ApiError('auth.too_many_attempts');
  const wait = resendIn(v, now, to.methodId);
  if (wait > 0) throw new ApiError('mfa.resend_too_soon', { resend_in: wait });
  const code = randomCode();
  // Keyed, so the table does not list who got codes (phone numbers are few enough to enumerate).
  const destination = codeHash(ctx.config.appSecret, `destination:${to.channel}:`, to.target);
  const windowStart = now - (now % DESTINATION_WINDOW_MS);
  const ttl = options.codeTtlMs ?? CODE_TTL_MS;
  await ctx.db.transaction().execute(async (trx) => {
    const recorded = await repo.recordCodeSent(trx, {
      id: v.id,
      sendsBefore: v.sends,
      codeHash: codeHash(ctx.config.appSecret, v.id, code),
      sentAt: now,
      expiresAt: now + ttl,
      methodId: to.methodId,
    });
    if (!recorded) throw new ApiError('mfa.resend_too_soon', { resend_in: RESEND_INTERVAL_MS / SECOND });
    if (!(await repo.reserveDestinationSend(trx, destination, windowStart, MAX_SENDS_PER_DESTINATION[to.channel]))) throw new ApiError('auth.too_many_attempts');
    if (actor) await recordEvent(trx, actor, 'code_sent', now, { detail: { channel: to.channel, purpose: v.purpose } });
    await options.within?.(trx, now);
  });
  const message = options.instead ?? options.message?.(code, now + ttl) ?? codeMessage({ channel: to.channel, to: to.target, language: to.language, code, validMinutes: ttl / MINUTE, expiresAt: now + ttl });
  await ctx.delivery.send(message);
  return RESEND_INTERVAL_MS / SECOND;
}

export interface SendOptions {
  /**
   * Sent instead of the code, which then stays unknown to everyone (onboarding with an address that
   * already has an account: the owner is told, and the answer and limits are those of a real send).
   */
  instead?: OutgoingMessage;
  /** How long the code works, when not CODE_TTL_MS (a support code: SUPPORT_CODE_TTL_HOURS). */
  codeTtlMs?: number;
  /** The message that carries the code, when not the ordinary code message: given the code and its expiry. */
  message?: (code: string, expiresAt: number) => OutgoingMessage;
  /**
   * Work that must land with the code's record, in the same transaction (a support reset's method
   * and audit): if it throws, no code is recorded and nothing is sent.
   */
  within?: (trx: Db, now: number) => Promise<void>;
}

/**
 * One guess at the delivered code of a verification that another flow checks (a support code at a
 * sign-in, inside the login's own `guess`): one of this verification's guesses is reserved before
 * the code is compared (in constant time), so the code survives MAX_GUESSES wrong tries, whatever
 * flow brings them. Answers whether the code is right and still valid; it is not consumed here
 * (completeVerification, in the caller's transaction).
 */
export async function guessCode(ctx: AppContext, v: Verification<unknown>, code: string): Promise<boolean> {
  const now = ctx.clock.now();
  if (!(await repo.reserveGuess(ctx.db, v.id, now))) return false;
  if (v.codeHash === null || (v.codeExpiresAt ?? 0) <= now) return false;
  return sameDigest(codeHash(ctx.config.appSecret, v.id, code), v.codeHash);
}

/**
 * Replaces the verification's data if nobody changed it since `v` was read and it is still open
 * (a compare-and-set: two requests editing one onboarding cannot lose each other's change).
 */
export function replaceVerificationData<D>(db: Db, v: Verification<D>, data: D): Promise<boolean> {
  return repo.replaceData(db, v.id, JSON.stringify(v.data), JSON.stringify(data));
}

/** The open verification of this id (a payload's sha256 the caller already has), else null. */
export async function reloadVerification<D>(db: Db, id: string, now: number): Promise<Verification<D> | null> {
  const row = await repo.findVerification(db, id);
  return row && row.completed_at === null && row.expires_at > now ? toVerification<D>(row) : null;
}


/** Picks a method that delivers nothing (authenticator, card): the previous code stops working. */
export async function chooseMethod(db: Db, v: Verification<unknown>, methodId: number, data?: unknown): Promise<void> {
  await repo.chooseMethod(db, v.id, methodId, data === undefined ? undefined : JSON.stringify(data));
}

export type GuessVerdict = { ok: false; failure: ErrorCode } | { ok: true };

/**
 * One guess at a verification: it takes one of the verification's guesses and one of the account's
 * (conditional UPDATE, before anything is checked), so parallel guesses on any number of processes
 * spend exactly the allowance; the others get 429. A wrong code keeps both spent; a right one, or a
 * `check` that throws, gives the account's back. Answers the right verdict, else throws its failure.
 */
export async function guess<V extends GuessVerdict>(ctx: AppContext, v: Verification<unknown>, check: () => Promise<V>): Promise<Extract<V, { ok: true }>> {
  const account = v.userId === null ? { refund: async () => {} } : await reserveAccountGuess(ctx, v.userId);
  if (!account) throw new ApiError('auth.too_many_attempts');
  if (!(await repo.reserveGuess(ctx.db, v.id, ctx.clock.now()))) {
    await account.refund();
    throw new ApiError('auth.too_many_attempts');
  }
  // A check that throws (a passkey response that does not verify) spends the verification's guess
  // but is no guessed code, so the account's limit (of wrong codes) gets its point back.
  const verdict = await check().catch(async (error: unknown) => {
    await account.refund();
    throw error;
  });
  if (!verdict.ok) throw new ApiError(verdict.failure);
  await account.refund();
  return verdict as Extract<V, { ok: true }>;
}

/** Inside the finishing transaction: ends the verification, or throws `expired` when another request did. */
export async function completeVerification(trx: Db, v: Verification<unknown>, now: number, expired: ErrorCode): Promise<void> {
  if (!(await repo.completeVerification(trx, v.id, now))) throw new ApiError(expired);
}

/**
 * Account merging (modules/merge): every verification bound to the closed account is deleted (a
 * code it sent can no longer be used); they would cascade with the account anyway.
 */
export async function cancelVerificationsOfAccount(db: Db, userId: number): Promise<number> {
  const result = await db.deleteFrom('verifications').where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows);
}
