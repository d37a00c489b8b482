import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app';
import { setCookie } from '../../test/flows';
import { GOOD_PASSWORD, finish, insertCard, poster, throughPhone } from './test-fixtures';

// One token, one session under parallel finishes: finish-race.test.ts.

/** The end of an onboarding is a sign-in: the login cookie, a session on the device, its event. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const cookieToken = (cookie: string) => cookie.match(/^token=([\w-]{43});/)?.[1];
const db = () => t.database.db;
const userIdOf = async (email: string) => (await db().selectFrom('user_emails').select('user_id').where('email', '=', email).executeTakeFirstOrThrow()).user_id;

describe('the session at the end of an onboarding', () => {
  it('sets the HttpOnly login cookie, with which GET /api/user answers the new person; recorded as a sign-in from that device', async () => {
    const { token, email } = await throughPhone(t.app, { kind: 'card', card_number: await insertCard(t) });
    const deviceId = randomUUID();
    const response = await poster(t.app)(
      '/api/onboarding/password',
      { token, password: GOOD_PASSWORD, password_confirmation: GOOD_PASSWORD },
      { headers: { 'x-device-id': deviceId, 'user-agent': SAFARI } },
    );
    expect(response.statusCode, response.body).toBe(200);
    const cookie = setCookie(response);
    expect(cookie).toMatch(/^token=[\w-]{43}; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/);
    const sessionToken = cookieToken(cookie);
    expect(response.json().access_token).toBe(sessionToken);

    const user = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: `token=${sessionToken}` } });
    expect(user.statusCode).toBe(200);
    expect(user.json().data).toMatchObject({ firstname: 'Nieuwe', lastname: 'Klant', email: [{ email, default: true, verified: true }] });

    const userId = await userIdOf(email);
    const sessions = await db().selectFrom('sessions').select(['device_id', 'user_agent', 'ended_at']).where('user_id', '=', userId).execute();
    expect(sessions).toEqual([{ device_id: deviceId, user_agent: SAFARI, ended_at: null }]);
    const signedIn = await db().selectFrom('security_events').select(['device_id', 'session_id']).where('user_id', '=', userId).where('action', '=', 'signed_in').execute();
    expect(signedIn).toEqual([{ device_id: deviceId, session_id: expect.any(Number) }]);
    // The devices list knows this browser as the current session.
    const devices = await t.app.inject({ method: 'GET', url: '/api/devices', headers: { cookie: `token=${sessionToken}`, 'x-device-id': deviceId } });
    expect(devices.json().data).toMatchObject([{ status: 'current', session_count: 1, browser: 'Mobile Safari 17' }]);
  });

  it('signs nobody in before the password: a token is no session, and an existing card’s token finishes nothing', async () => {
    const { token } = await throughPhone(t.app, { kind: 'card', card_number: await insertCard(t) });
    // The onboarding token is not a login token.
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: `token=${token}` } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(401);

    const existing = await poster(t.app)('/api/onboarding/start', { kind: 'existing_card', card_number: await insertCard(t) }, { ip: '10.9.200.1' });
    expect(existing.statusCode, existing.body).toBe(200);
    const refused = await finish(t.app, existing.json().token);
    expect(refused.statusCode).toBe(410);
    expect(refused.headers['set-cookie']).toBeUndefined();
  });
});
