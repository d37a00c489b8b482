import type { Device } from '@portal/contract/devices';
import type { Db } from '../../db/database';
import { DAY } from '../../lib/clock';
import { lookupPlace } from '../../lib/geo';
import { ApiError } from '../../lib/api-error';
import { endTokensOfAccount, wakeLogoutDelivery } from '../../oidc';
import { recordEvent, type Actor } from '../events';
import { deviceKeyOf, endLiveSessions, historyEnabled, saveHistoryEnabled, sessionsWithServices, type SessionWindow } from './device-repo';
import type { SessionContext } from './service';

/** With history on, ended sessions stay listed this long (the login cookie's lifetime, three times). */
export const HISTORY_DAYS = 90;

async function windowOf(ctx: SessionContext, userId: number): Promise<SessionWindow & { history: boolean }> {
  const now = ctx.clock.now();
  const history = await historyEnabled(ctx.db, userId);
  return { now, activeSince: now - ctx.config.sessionIdleTimeoutMs, historySince: history ? now - HISTORY_DAYS * DAY : null, history };
}

const iso = (ms: number) => new Date(ms).toISOString();

type Row = Awaited<ReturnType<typeof sessionsWithServices>>[number];

/**
 * GET /api/devices: the account's sessions grouped by device, most recently used first. A device
 * is described by its newest session (rows come newest first); its status is the best of its
 * sessions: this browser's, another live one, or history only.
 */
export async function listDevices(ctx: SessionContext, userId: number, currentSessionId: number): Promise<{ data: Device[]; history_enabled: boolean }> {
  const window = await windowOf(ctx, userId);
  const rows = await sessionsWithServices(ctx.db, userId, window);
  const devices = new Map<string, { device: Device; sessions: Set<number> }>();
  for (const row of rows) {
    const key = deviceKeyOf(row);
    let entry = devices.get(key);
    if (!entry) {
      entry = { device: describe(key, row), sessions: new Set() };
      devices.set(key, entry);
    }
    mergeInto(entry.device, row, currentSessionId);
    entry.sessions.add(row.id);
    if (row.client_id && !entry.device.services.some((s) => s.client_id === row.client_id)) {
      entry.device.services.push({ client_id: row.client_id, name: row.client_name ?? row.client_id });
    }
  }
  const data = [...devices.values()].map(({ device, sessions }) => ({ ...device, session_count: sessions.size }));
  return { data, history_enabled: window.history };
}

function describe(key: string, row: Row): Device {
  const place = lookupPlace(row.ip);
  return {
    key,
    browser: row.browser,
    os: row.os,
    location: { city: place?.city ?? null, country: place?.country ?? null },
    first_seen_at: iso(row.created_at),
    last_seen_at: iso(row.last_seen_at),
    services: [],
    status: 'ended',
    session_count: 0,
  };
}

const rank = { ended: 0, active: 1, current: 2 } as const;

function mergeInto(device: Device, row: Row, currentSessionId: number): void {
  if (iso(row.created_at) < device.first_seen_at) device.first_seen_at = iso(row.created_at);
  const status = row.id === currentSessionId ? 'current' : row.live ? 'active' : 'ended';
  if (rank[status] > rank[device.status]) device.status = status;
}

/**
 * Spends the request's step-up grant inside the transaction (the step-up boundary gives it: the mfa
 * module, which owns grants, depends on this one through merge, so it cannot be imported here).
 */
type SpendStepUp = (trx: Db, now: number) => Promise<void>;

/** DELETE /api/devices/:key: ends every live session of the device (this one too, if it is this device). */
export async function logOutDevice(ctx: SessionContext, actor: Actor, deviceKey: string, spendStepUp: SpendStepUp): Promise<number> {
  const window = await windowOf(ctx, actor.userId);
  const ended = await ctx.db.transaction().execute(async (trx) => {
    await spendStepUp(trx, window.now);
    const ids = await endLiveSessions(trx, actor.userId, window, { deviceKey });
    if (ids.length > 0) await recordEvent(trx, actor, 'device_logged_out', window.now, { detail: { sessions: ids.length } });
    return ids.length;
  });
  wakeLogoutDelivery();
  if (ended === 0) throw new ApiError('not_found');
  return ended;
}

/**
 * POST /api/sessions/others, "sign out everywhere": ends every live session of the account except
 * this one and every partner app's token, offline ones and those given through this session too (a
 * token does not say which browser it reached; an intruder's app may hold one). The consents stay:
 * the person's own apps sign in again through this session without asking.
 */
export async function logOutOthers(ctx: SessionContext, actor: Actor & { sessionId: number }, spendStepUp: SpendStepUp): Promise<number> {
  const window = await windowOf(ctx, actor.userId);
  const ended = await ctx.db.transaction().execute(async (trx) => {
    await spendStepUp(trx, window.now);
    const ids = await endLiveSessions(trx, actor.userId, window, { except: actor.sessionId });
    await endTokensOfAccount(trx, actor.userId);
    await recordEvent(trx, actor, 'other_sessions_logged_out', window.now, { detail: { sessions: ids.length } });
    return ids.length;
  });
  wakeLogoutDelivery();
  return ended;
}

/** PUT /api/sessions/history: with history off, ended sessions are no longer listed (docs/devices.md). */
export async function setSessionHistory(ctx: SessionContext, actor: Actor, enabled: boolean): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    await saveHistoryEnabled(trx, actor.userId, enabled);
    await recordEvent(trx, actor, enabled ? 'session_history_enabled' : 'session_history_disabled', ctx.clock.now());
  });
}
