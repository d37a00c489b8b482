import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AttentionItem } from '@portal/contract/attention';
import { DEMO_PASSWORD } from '../../demo/seed';
import { DAY } from '../../lib/clock';
import { startTestApp, type TestApp } from '../../test/app';
import { deviceHeaders, postJson, sessionHeaders, signInWithFactor } from '../../test/flows';
import { totpCode } from '../../test/totp';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** Signs in an account without a second factor from a device; answers that session's headers. */
async function signInPlain(username: string, deviceId = randomUUID()) {
  const response = await postJson(t.app, '/api/token', { username, password: DEMO_PASSWORD }, deviceHeaders(deviceId));
  expect(response.statusCode).toBe(200);
  return sessionHeaders(response.json().access_token, deviceId);
}

async function attention(headers: Record<string, string>): Promise<AttentionItem[]> {
  const response = await t.app.inject({ url: '/api/user/attention', headers });
  expect(response.statusCode).toBe(200);
  return response.json().items;
}

const userIdOf = async (email: string) =>
  (await t.database.db.selectFrom('user_emails').select('user_id').where('email', '=', email).executeTakeFirstOrThrow()).user_id;

describe('GET /api/user/attention', () => {
  it('needs a session', async () => {
    const response = await t.app.inject({ url: '/api/user/attention', headers: deviceHeaders() });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('auth.unauthenticated');
  });

  it('asks for a second factor until the account has one', async () => {
    const headers = await signInPlain('nomfa@example.com');
    expect(await attention(headers)).toEqual([{ kind: 'mfa_missing' }]);
    const userId = await userIdOf('nomfa@example.com');
    const added = await t.database.db
      .insertInto('mfa_methods')
      .values({ user_id: userId, method: 'email', target: 'nomfa@example.com', is_primary: 1, created_at: t.clock.now(), secret_enc: null, last_used_step: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await attention(headers)).toEqual([]);
    await t.database.db.deleteFrom('mfa_methods').where('id', '=', added.id).execute();
  });

  it('says when recovery keys run low with an authenticator, and only for this account', async () => {
    const login = await signInWithFactor(t.app, 'lastkey@example.com', 'totp', totpCode(t.clock.now()));
    expect(login.statusCode).toBe(200);
    const headers = sessionHeaders(login.json().access_token);
    expect(await attention(headers)).toEqual([{ kind: 'recovery_keys_low', unused: 1 }]);

    const userId = await userIdOf('lastkey@example.com');
    await t.database.db.updateTable('recovery_keys').set({ used_at: null }).where('user_id', '=', userId).execute();
    expect(await attention(headers)).toEqual([]);
    await t.database.db.deleteFrom('recovery_keys').where('user_id', '=', userId).execute();
    expect(await attention(headers)).toEqual([{ kind: 'recovery_keys_low', unused: 0 }]);

    // Another account sees none of it.
    expect(await attention(await signInPlain('nomfa@example.com'))).toEqual([{ kind: 'mfa_missing' }]);
  });

  it('names a device that signed in for the first time this week until it is logged out or a week old', async () => {
    const laptop = randomUUID();
    const phone = randomUUID();
    const first = await signInPlain('devices@example.com', laptop);
    // The account's first device is no news.
    expect((await attention(first)).filter((i) => i.kind === 'new_device')).toEqual([]);

    t.clock.advance(DAY);
    const second = await signInPlain('devices@example.com', phone);
    const seen = (await attention(first)).filter((i) => i.kind === 'new_device');
    expect(seen).toEqual([{ kind: 'new_device', key: phone, browser: null, os: null, first_seen_at: new Date(t.clock.now()).toISOString() }]);
    // Not the device asking, and never another account's devices.
    expect((await attention(second)).filter((i) => i.kind === 'new_device')).toEqual([]);
    expect(await attention(await signInPlain('nomfa@example.com', phone))).toEqual([{ kind: 'mfa_missing' }]);

    t.clock.advance(8 * DAY);
    const later = await signInPlain('devices@example.com', laptop);
    expect((await attention(later)).filter((i) => i.kind === 'new_device')).toEqual([]);

    const tablet = randomUUID();
    await signInPlain('devices@example.com', tablet);
    expect((await attention(later)).flatMap((i) => (i.kind === 'new_device' ? [i.key] : []))).toEqual([tablet]);
    const loggedOut = await t.app.inject({ method: 'DELETE', url: `/api/devices/${tablet}`, headers: later });
    expect(loggedOut.statusCode).toBe(200);
    expect((await attention(later)).filter((i) => i.kind === 'new_device')).toEqual([]);
  });
});
