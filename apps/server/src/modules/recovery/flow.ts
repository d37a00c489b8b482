import { normalizeEmail, normalizePhone, usernameKind } from '@portal/contract/rules';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../lib/api-error';
import { DAY, MINUTE } from '../../lib/clock';
import { findAccountByUsername } from '../accounts';
import { isSolvedCaptcha } from '../captcha';
import { recordEvent, type Actor } from '../events';
import { openVerification, startVerification, type Verification } from '../verification';

const HOUR = 60 * MINUTE;

/** Time to choose and complete a proof after identifying. */
export const FLOW_TTL_MS = 30 * MINUTE;
/** The wait of a request, and how long after it the request can still be completed. */
export const WAIT_MS = 72 * HOUR;
export const COMPLETE_WINDOW_MS = 7 * DAY;

/** Where a recovery step comes from: recorded with its events and on the session it ends with. */
export interface RecoveryOrigin {
  deviceId: string;
  ip: string;
  userAgent: string | null;
}

/**
 * The three kinds of 'recovery' verification. The identified flow is bound to the login name, not
 * to an account: its user_id stays null whether or not the name is known, so the verification's
 * guesses and the sign-in limiter (both keyed alike for every name) are all that counts, and no
 * limit trips earlier for a real account than for an invented one.
 */
export interface FlowData {
  kind: 'flow';
  username: string;
  account: number | null;
}
export interface RequestData {
  kind: 'request';
  readyAt: number;
}
export interface CancelData {
  kind: 'cancel';
  request: string;
}

export type Flow = Verification<FlowData>;

export function actorFor(userId: number, origin: RecoveryOrigin, sessionId: number | null = null): Actor {
  return { userId, sessionId, deviceId: origin.deviceId, ip: origin.ip, userAgent: origin.userAgent };
}

/** The login name as sign-in compares it: a lowercased e-mail address or a compact phone number. */
export function normalizedUsername(username: string): string {
  return usernameKind(username) === 'email' ? normalizeEmail(username) : normalizePhone(username);
}

/**
 * POST /api/recovery. A solved captcha is always required: identifying costs the caller a proof of
 * work, whatever the name. Known and unknown names get the same answer (a fresh flow); only a known
 * account's security history records that a recovery started.
 */
export async function startRecovery(ctx: AppContext, input: { username: string; captcha?: string }, origin: RecoveryOrigin): Promise<{ recovery: string; expires_in: number }> {
  if (!input.captcha || !(await isSolvedCaptcha(ctx, input.captcha))) throw new ApiError('captcha.invalid');
  const username = normalizedUsername(input.username);
  const account = await findAccountByUsername(ctx.db, usernameKind(username), username, { open: true });
  const now = ctx.clock.now();
  const { payload } = await startVerification<FlowData>(ctx.db, now, {
    purpose: 'recovery',
    deviceId: origin.deviceId,
    data: { kind: 'flow', username, account: account?.id ?? null },
    ttlMs: FLOW_TTL_MS,
  });
  if (account) await recordEvent(ctx.db, actorFor(account.id, origin), 'recovery_started', now);
  return { recovery: payload, expires_in: FLOW_TTL_MS / 1000 };
}

/** The open flow of a payload, from the device that identified; anything else is `recovery.expired`. */
export function openFlow(ctx: AppContext, payload: string, deviceId: string): Promise<Flow> {
  return openVerification<FlowData>(ctx, payload, 'recovery', (v) => v.data.kind === 'flow' && v.deviceId === deviceId, 'recovery.expired');
}
