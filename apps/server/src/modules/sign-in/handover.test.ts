import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../demo/seed';
import { startTestApp, type TestApp } from '../../test/app';
import { deviceHeaders, postJson, sessionHeaders, setCookie, signIn } from '../../test/flows';

let t: TestApp;
let noraToken: string;
let noraId: number;
beforeAll(async () => {
  t = await startTestApp();
  noraToken = await passwordSignIn('nomfa@example.com');
  noraId = (await t.app.inject({ url: '/api/user', headers: sessionHeaders(noraToken) })).json().data.id;
});
afterAll(() => t.close());

async function passwordSignIn(username: string): Promise<string> {
  const response = await postJson(t.app, '/api/token', { username, password: DEMO_PASSWORD });
  expect(response.statusCode).toBe(200);
  return response.json().access_token;
}

const mint = (token: string) => t.app.inject({ method: 'POST', url: '/api/token/handover', headers: sessionHeaders(token) });
/** Mints after 100 s, so that Nora's mints stay under the 10 per 15 minutes of an account. */
async function handoverOf(token: string): Promise<string> {
  t.clock.advance(100_000);
  const response = await mint(token);
  expect(response.statusCode).toBe(200);
  return response.json().handover;
}
const preview = (handover: unknown) => postJson(t.app, '/api/token/handover/preview', { handover });
const adopt = (handover: unknown, headers = deviceHeaders()) => postJson(t.app, '/api/token/adopt', { handover }, headers);
const userOf = (token: string) => t.app.inject({ url: '/api/user', headers: sessionHeaders(token) });

describe('POST /api/token/handover', () => {
  it('mints a single-use token valid 60 s for the signed-in session', async () => {
    t.clock.advance(100_000);
    const response = await mint(noraToken);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ handover: expect.stringMatching(/^[\w-]{43}$/), expires_in: 60 });
    expect(response.json().handover).not.toBe(noraToken);
  });

  it('allows an account 10 hand-overs in 15 minutes (429 after)', async () => {
    const janToken = await signIn(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await mint(janToken)).statusCode);
    expect(statuses).toEqual([...Array<number>(10).fill(200), 429]);
    t.clock.advance(15 * 60_000);
    expect((await mint(janToken)).statusCode).toBe(200);
  });

  it('needs a session', async () => {
    for (const headers of [deviceHeaders(), sessionHeaders('made-up')]) {
      const response = await t.app.inject({ method: 'POST', url: '/api/token/handover', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('auth.unauthenticated');
    }
  });
});

describe('POST /api/token/handover/preview', () => {
  it('names the account (first name, masked default e-mail, its id as GET /api/user gives it) and does not consume the token', async () => {
    const handover = await handoverOf(noraToken);
    for (let i = 0; i < 2; i++) {
      const response = await preview(handover);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ account: noraId, firstname: 'Nora', email: 'n***@example.com' });
    }
    expect((await adopt(handover)).statusCode).toBe(200);
  });

  it('answers 400 handover.expired for unknown, used and expired tokens and for session tokens', async () => {
    const used = await handoverOf(noraToken);
    await adopt(used);
    const expired = await handoverOf(noraToken);
    t.clock.advance(60_000);
    for (const handover of ['made-up', used, expired, noraToken]) {
      const response = await preview(handover);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('handover.expired');
    }
  });
});

describe('POST /api/token/adopt', () => {
  it('starts a new session of the account for this browser, with the login cookie, like a sign-in', async () => {
    const handover = await handoverOf(noraToken);
    const response = await adopt(handover);
    expect(response.statusCode).toBe(200);
    const { access_token: token, token_type, expires_in } = response.json();
    expect({ token_type, expires_in }).toEqual({ token_type: 'Bearer', expires_in: 30 * 24 * 3600 });
    expect(token).not.toBe(noraToken);
    expect(setCookie(response)).toContain(`token=${token};`);
    expect((await userOf(token)).json().data.id).toBe(noraId);
    // The origin app keeps its own session.
    expect((await userOf(noraToken)).statusCode).toBe(200);
  });

  it('records the new session as signed in from the adopting device', async () => {
    const deviceId = randomUUID();
    const response = await adopt(await handoverOf(noraToken), deviceHeaders(deviceId));
    const session = await t.database.db
      .selectFrom('sessions')
      .select(['id', 'device_id', 'user_id'])
      .where('device_id', '=', deviceId)
      .executeTakeFirstOrThrow();
    expect(response.statusCode).toBe(200);
    expect(session.user_id).toBe(noraId);
    const event = await t.database.db.selectFrom('security_events').select('action').where('session_id', '=', session.id).executeTakeFirst();
    expect(event?.action).toBe('signed_in');
  });

  it('works once: a second adopt is 400 handover.expired and sets no cookie', async () => {
    const handover = await handoverOf(noraToken);
    expect((await adopt(handover)).statusCode).toBe(200);
    const again = await adopt(handover);
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('handover.expired');
    expect(setCookie(again)).toBe('');
  });

  it('lets exactly one of 100 concurrent adopts of one token through', async () => {
    const handover = await handoverOf(noraToken);
    const before = await sessionCount();
    const responses = await Promise.all(Array.from({ length: 100 }, () => adopt(handover)));
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 400)).toHaveLength(99);
    expect(responses.filter((r) => r.statusCode === 400).every((r) => r.json().code === 'handover.expired')).toBe(true);
    expect(await sessionCount()).toBe(before + 1);
  });

  it('is refused after 60 s', async () => {
    const handover = await handoverOf(noraToken);
    t.clock.advance(59_000);
    expect((await preview(handover)).statusCode).toBe(200);
    t.clock.advance(1_000);
    const response = await adopt(handover);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('handover.expired');
  });

  it('refuses a session token, as the body or as a bearer (the login CSRF of a #token=SESSION link): 400, no cookie', async () => {
    const attack = await adopt(noraToken);
    expect(attack.statusCode).toBe(400);
    expect(attack.json().code).toBe('handover.expired');
    expect(setCookie(attack)).toBe('');
    const bearer = await t.app.inject({ method: 'POST', url: '/api/token/adopt', headers: sessionHeaders(noraToken) });
    expect(bearer.statusCode).toBe(400);
    expect(bearer.json().code).toBe('validation.invalid');
    expect(setCookie(bearer)).toBe('');
  });

  it('needs the device id header', async () => {
    const handover = await handoverOf(noraToken);
    const response = await t.app.inject({ method: 'POST', url: '/api/token/adopt', payload: { handover }, headers: { accept: 'application/json' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('auth.device_id_required');
    // Refused before use: the token still works.
    expect((await adopt(handover)).statusCode).toBe(200);
  });

  it('ends the session it replaces in this browser (another person signed in there)', async () => {
    const janToken = await signIn(t.app);
    const handover = await handoverOf(noraToken);
    const response = await adopt(handover, { ...deviceHeaders(), cookie: `token=${janToken}` });
    expect(response.statusCode).toBe(200);
    expect((await userOf(janToken)).statusCode).toBe(401);
    expect((await userOf(response.json().access_token)).json().data.firstname).toBe('Nora');
  });
});

async function sessionCount(): Promise<number> {
  const row = await t.database.db.selectFrom('sessions').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}
