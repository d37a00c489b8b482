import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app';
import { DEMO_PASSWORD } from '../../demo/seed';
import { postJson, signIn, startMfaLogin, stepUpByEmail } from '../../test/flows';
import { browserHeaders, grantStepUpTo, registerPasskey, steppedUp } from '../../test/passkey-flows';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const withoutStepUp = async (username = 'passkey@example.com') => browserHeaders(await signIn(t.app, username));
const signedIn = (username?: string) => steppedUp(t, username);
const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const list = async (headers: Record<string, string>) => (await call('GET', '/api/passkeys', headers)).json().data as { id: number; name: string }[];

describe('listing, renaming and removing passkeys', () => {
  it('lists only the person’s own passkeys, oldest first', async () => {
    const mine = await signedIn();
    const theirs = await signedIn('demo@example.com');
    const first = await registerPasskey(t.app, mine);
    const second = await registerPasskey(t.app, mine);
    await registerPasskey(t.app, theirs);
    expect((await list(mine)).map((p) => p.id)).toEqual([first, second]);
    expect((await call('GET', '/api/passkeys', browserHeaders())).statusCode).toBe(401);
  });

  it('renames a passkey and records the change on it and in the MFA audit trail', async () => {
    const headers: Record<string, string> = { ...(await signedIn()), 'user-agent': 'RenameTest/1.0' };
    const id = await registerPasskey(t.app, headers);
    const response = await call('PUT', `/api/passkeys/${id}`, headers, { name: ' Phone ' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ id, name: 'Phone' });
    expect((await list(headers)).find((p) => p.id === id)?.name).toBe('Phone');
    const row = await t.database.db.selectFrom('passkeys').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ change: 'renamed', changed_device_id: headers['x-device-id'], changed_ip: '127.0.0.1', changed_user_agent: 'RenameTest/1.0' });
    const trail = await t.database.db.selectFrom('security_events').select(['action', 'method', 'device_id']).where('user_id', '=', row.user_id).orderBy('id').execute();
    expect(trail.map((entry) => entry.action)).toEqual(expect.arrayContaining(['passkey_added', 'passkey_renamed']));
    expect(trail.at(-1)).toEqual({ action: 'passkey_renamed', method: 'passkey', device_id: headers['x-device-id'] });
  });

  it('refuses an empty or too long name, and another person’s passkey', async () => {
    const headers = await signedIn();
    const id = await registerPasskey(t.app, headers);
    for (const name of ['   ', 'x'.repeat(65)]) {
      const response = await call('PUT', `/api/passkeys/${id}`, headers, { name });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('validation.invalid');
    }
    const other = await signedIn('demo@example.com');
    expect((await call('PUT', `/api/passkeys/${id}`, other, { name: 'Mine now' })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/passkeys/${id}`, other)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/passkeys/abc', headers)).statusCode).toBe(400);
  });

  it('removes a passkey, and with the last one the passkey method of the second factor', async () => {
    const headers = await signedIn('customer@example.com');
    const first = await registerPasskey(t.app, headers);
    const second = await registerPasskey(t.app, headers);
    const offered = async () => (await startMfaLogin(t.app, 'customer@example.com')).methods.map((m) => m.method);
    expect(await offered()).toEqual(['email', 'passkey']);

    expect((await call('DELETE', `/api/passkeys/${first}`, headers)).statusCode).toBe(204);
    expect((await list(headers)).map((p) => p.id)).toEqual([second]);
    expect(await offered()).toEqual(['email', 'passkey']);
    expect((await call('DELETE', `/api/passkeys/${first}`, headers)).statusCode).toBe(404);

    expect((await call('DELETE', `/api/passkeys/${second}`, headers)).statusCode).toBe(204);
    expect(await list(headers)).toEqual([]);
    expect(await offered()).toEqual(['email']);
    const row = await t.database.db.selectFrom('passkeys').select(['change', 'removed_at']).where('id', '=', second).executeTakeFirstOrThrow();
    expect(row).toEqual({ change: 'removed', removed_at: t.clock.now() });
  });

  it('needs a step-up to remove a passkey, not to rename one; a single-use grant removes one', async () => {
    const headers = await withoutStepUp();
    await stepUpByEmail(t.app, headers, 'passkey@example.com');
    const first = await registerPasskey(t.app, headers);
    expect((await call('PUT', `/api/passkeys/${first}`, headers, { name: 'Still mine' })).statusCode).toBe(200);
    const removal = await call('DELETE', `/api/passkeys/${first}`, headers);
    expect(removal.statusCode).toBe(403);
    expect(removal.json().code).toBe('mfa.step_up_required');

    await grantStepUpTo(t.database.db, t.clock, headers);
    const second = await registerPasskey(t.app, headers);
    t.clock.advance(5 * 60_000);
    expect((await call('DELETE', `/api/passkeys/${second}`, headers)).json().code).toBe('mfa.step_up_required');

    expect((await stepUpByEmail(t.app, headers, 'passkey@example.com')).json()).toMatchObject({ sudo: true, single: true });
    expect((await call('DELETE', `/api/passkeys/${first}`, headers)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/passkeys/${second}`, headers)).json().code).toBe('mfa.step_up_required');
    expect((await list(headers)).map((p) => p.id)).toContain(second);
  });

  it('keeps at most 10 passkeys per account', async () => {
    const login = await postJson(t.app, '/api/token', { username: 'nomfa@example.com', password: DEMO_PASSWORD });
    const headers = browserHeaders(login.json().access_token);
    // The first passkey needs no step-up (nothing to step up with); it is then the second factor.
    await registerPasskey(t.app, headers);
    await grantStepUpTo(t.database.db, t.clock, headers);
    for (let i = 1; i < 10; i++) await registerPasskey(t.app, headers);
    const options = await t.app.inject({ method: 'POST', url: '/api/passkeys/registration/options', headers });
    expect(options.statusCode).toBe(400);
    expect(options.json().code).toBe('passkey.limit_reached');
  });
});
