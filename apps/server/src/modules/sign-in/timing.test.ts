import { randomInt } from 'node:crypto';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashPassword } from '../../lib/passwords';
import { startTestApp, type TestApp } from '../../test/app';
import { deviceHeaders } from '../../test/flows';

// A wrong password must cost the same whether the login name belongs to no account, to one, or to
// several (docs/sign-in-api.md): else the answer's time tells which names exist. The work is
// counted (argon2 runs, SQL statements), and the time is compared loosely on top of that.

const argon2Runs = vi.hoisted(() => ({ count: 0 }));
vi.mock('@node-rs/argon2', async (original) => {
  const argon2 = await original<typeof import('@node-rs/argon2')>();
  return {
    ...argon2,
    verify: (...args: Parameters<typeof argon2.verify>) => {
      argon2Runs.count++;
      return argon2.verify(...args);
    },
  };
});

/** Every SQL statement the server sends, at the driver, in order. */
const statements: string[] = [];
function recordStatements() {
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const first = args[0] as string | { text: string };
    statements.push(typeof first === 'string' ? first : first.text);
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof query;
  const probe = new SQLite(':memory:');
  const statement = Object.getPrototypeOf(probe.prepare('select 1')) as Record<'all' | 'run' | 'get', (...a: unknown[]) => unknown>;
  probe.close();
  for (const method of ['all', 'run', 'get'] as const) {
    const run = statement[method];
    statement[method] = function (this: { source: string }, ...args: unknown[]) {
      statements.push(this.source);
      return run.apply(this, args);
    };
  }
}

let t: TestApp;
beforeAll(async () => {
  recordStatements();
  t = await startTestApp();
});
afterAll(() => t.close());

const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
/** One account (no second factor), two accounts (docs/demo-data.md: pair@), none. */
const names = {
  known: () => 'nomfa@example.com',
  shared: () => 'pair@example.com',
  unknown: () => `nobody-${randomInt(1e9)}@example.com`,
};
type Kind = keyof typeof names;
const kinds = Object.keys(names) as Kind[];

/** A wrong password for a name of this kind, from a new IP with the name's free guesses intact. */
async function wrongPassword(kind: Kind): Promise<{ ms: number; argon2: number; sql: string[] }> {
  await t.database.db.deleteFrom('rate_limits').execute();
  const before = { argon2: argon2Runs.count, sql: statements.length };
  const started = process.hrtime.bigint();
  const response = await t.app.inject({ method: 'POST', url: '/api/token', remoteAddress: randomIp(), headers: deviceHeaders(), payload: { username: names[kind](), password: `wrong-${randomInt(1e9)}` } });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  expect(response.statusCode).toBe(400);
  // The limiter's purge of expired counts runs about once in 200 changes, on any path.
  const sql = statements.slice(before.sql).filter((s) => !/^delete from "rate_limits"/.test(s));
  return { ms, argon2: argon2Runs.count - before.argon2, sql };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

describe('a wrong password for a known, an unknown and a shared login name', () => {
  it('costs the same argon2 runs and the same SQL statements', async () => {
    await wrongPassword('unknown'); // The first request of a server also loads its signing keys.
    // One after the other: each request's statements must be its own.
    const work: Partial<Record<Kind, Awaited<ReturnType<typeof wrongPassword>>>> = {};
    for (const kind of kinds) work[kind] = await wrongPassword(kind);
    if (process.env.SIGN_IN_TIMING_ROUNDS) console.log(JSON.stringify(work, null, 1));
    expect(work.unknown?.argon2).toBe(work.known?.argon2);
    expect(work.shared?.argon2).toBe(work.known?.argon2);
    expect(work.unknown?.sql).toEqual(work.known?.sql);
    expect(work.shared?.sql).toEqual(work.known?.sql);
  });

  it('takes the same time, within noise (paired, interleaved requests)', async () => {
    const rounds = Number(process.env.SIGN_IN_TIMING_ROUNDS ?? 30);
    for (let i = 0; i < 3; i++) for (const kind of kinds) await wrongPassword(kind);
    const times: Record<Kind, number[]> = { known: [], shared: [], unknown: [] };
    for (let round = 0; round < rounds; round++) {
      // Each round in another order, so no kind always comes first after a pause.
      const order = kinds.map((_, i) => kinds[(i + round) % kinds.length] as Kind);
      for (const kind of order) times[kind].push((await wrongPassword(kind)).ms);
    }
    const base = median(times.unknown);
    // The difference of each round's pair, so load that comes and goes hits both sides alike.
    const extra = (kind: Kind) => median(times[kind].map((ms, i) => ms - (times.unknown[i] ?? 0)));
    if (process.env.SIGN_IN_TIMING_ROUNDS) console.log(JSON.stringify({ rounds, median: { known: median(times.known), shared: median(times.shared), unknown: base }, pairedExtra: { known: extra('known'), shared: extra('shared') } }));
    // Loose on purpose (a shared 2-core machine): catches a path doing twice the work, not noise.
    expect(Math.abs(extra('known'))).toBeLessThan(base * 0.4);
    expect(Math.abs(extra('shared'))).toBeLessThan(base * 0.4);
  }, 600_000);
});

describe('a login name of several accounts, checked at the cost of the others', () => {
  it('opens the one whose password matches, and logs a wrong password on each', async () => {
    const { db } = t.database;
    const email = `twice-${randomInt(1e9)}@example.com`;
    const now = Date.now();
    const ids: number[] = [];
    for (const password of ['First-password-1', 'Second-password-2']) {
      const { id } = await db.insertInto('users').values({ firstname: 'Twice', lastname: 'Named', password_hash: await hashPassword(password), created_at: now }).returning('id').executeTakeFirstOrThrow();
      await db.insertInto('user_emails').values({ user_id: id, email, is_default: 1, verified: 1, created_at: now }).execute();
      ids.push(id);
    }
    const login = (password: string) => t.app.inject({ method: 'POST', url: '/api/token', remoteAddress: randomIp(), headers: deviceHeaders(), payload: { username: email, password } });
    expect((await login('Neither-password')).statusCode).toBe(400);
    const failures = await db.selectFrom('security_events').select(['user_id', 'action', 'detail']).where('user_id', 'in', ids).orderBy('id').execute();
    expect(failures).toEqual(ids.map((user_id) => ({ user_id, action: 'sign_in_failed', detail: '{"captcha":false}' })));
    const opened = await login('Second-password-2');
    expect(opened.statusCode).toBe(200);
    const session = await db.selectFrom('sessions').select('user_id').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(session.user_id).toBe(ids[1]);
  });
});
