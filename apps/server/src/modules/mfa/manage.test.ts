import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_RECOVERY_KEYS } from '../../demo/accounts';
import { startTestApp, type TestApp } from '../../test/app';
import { postJson, sessionHeaders, signIn, signInWithFactor, stepUpByEmail } from '../../test/flows';

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await startTestApp();
  headers = sessionHeaders(await signIn(t.app, 'manage@example.com'));
});
afterAll(() => t.close());

type Method = { id: number; method: string; target: string | null; primary: boolean };
const methods = async (h = headers) => (await t.app.inject({ url: '/api/mfa', headers: h })).json().data as Method[];
const stepUp = () => stepUpByEmail(t.app, headers, 'manage@example.com');
const auditActions = async () => (await t.database.db.selectFrom('security_events').select('action').orderBy('id').execute()).map((r) => r.action);

describe('POST /api/mfa/switch-primary/{id}', () => {
  it('needs a step-up, then makes the method primary and spends the grant', async () => {
    const sms = (await methods()).find((m) => m.method === 'sms');
    expect((await postJson(t.app, `/api/mfa/switch-primary/${sms?.id}`, undefined, headers)).json().code).toBe('mfa.step_up_required');
    await stepUp();
    expect((await postJson(t.app, `/api/mfa/switch-primary/${sms?.id}`, undefined, headers)).statusCode).toBe(204);
    expect((await methods())[0]).toMatchObject({ method: 'sms', primary: true });
    expect((await methods()).filter((m) => m.primary)).toHaveLength(1);
    expect((await t.app.inject({ url: '/api/mfa/status', headers })).json().sudo).toBe(false);
    expect(await auditActions()).toContain('primary_switched');
  });

  it('answers 404 for a method of another account', async () => {
    const other = await t.database.db.selectFrom('mfa_methods').select('id').where('target', '=', 'demo@example.com').executeTakeFirstOrThrow();
    await stepUp();
    expect((await postJson(t.app, `/api/mfa/switch-primary/${other.id}`, undefined, headers)).statusCode).toBe(404);
  });
});

describe('DELETE /api/mfa/{id}', () => {
  it('keeps the last e-mail and the last SMS method', async () => {
    for (const method of await methods()) {
      const response = await t.app.inject({ method: 'DELETE', url: `/api/mfa/${method.id}`, headers });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('mfa.last_method');
    }
  });

  it('deletes the authenticator with its recovery keys, and the e-mail backup becomes primary', async () => {
    const login = await signInWithFactor(t.app, 'totp@example.com', 'totpRecovery', (DEMO_RECOVERY_KEYS[0] ?? '').replace('-', ''));
    const session = sessionHeaders(login.json().access_token);
    const totp = (await methods(session)).find((m) => m.method === 'totp');
    expect((await t.app.inject({ method: 'DELETE', url: `/api/mfa/${totp?.id}`, headers: session })).statusCode).toBe(204);
    expect(await methods(session)).toEqual([{ id: expect.any(Number), method: 'email', target: 'totp@example.com', primary: true }]);
    const user = (await t.app.inject({ url: '/api/user', headers: session })).json().data;
    expect(user.totpRecovery).toEqual([]);
    expect((await t.app.inject({ url: '/api/mfa?includeAll=1', headers: session })).json().data).toHaveLength(1);
  });

  it('needs a step-up for a stored method, and then deletes one of two SMS methods', async () => {
    const session = sessionHeaders(await signIn(t.app, 'demo@example.com'));
    const userId = (await t.database.db.selectFrom('user_emails').select('user_id').where('email', '=', 'demo@example.com').executeTakeFirstOrThrow()).user_id;
    await t.database.db.insertInto('mfa_methods').values({ user_id: userId, method: 'sms', target: '+32470000001', is_primary: 0, created_at: 0 }).execute();
    const sms = (await methods(session)).find((m) => m.target === '+32470123456');
    const without = await t.app.inject({ method: 'DELETE', url: `/api/mfa/${sms?.id}`, headers: session });
    expect(without.statusCode).toBe(403);
    expect(without.json().code).toBe('mfa.step_up_required');
    await stepUpByEmail(t.app, session, 'demo@example.com');
    expect((await t.app.inject({ method: 'DELETE', url: `/api/mfa/${sms?.id}`, headers: session })).statusCode).toBe(204);
    const extra = (await methods(session)).find((m) => m.target === '+32470000001');
    expect((await t.app.inject({ method: 'DELETE', url: `/api/mfa/${extra?.id}`, headers: session })).json().code).toBe('mfa.last_method');
    expect(await auditActions()).toContain('method_deleted');
  });
});

describe('POST /api/mfa/regenerate-recovery', () => {
  it('replaces the keys: the new ones work, the old ones no longer', async () => {
    const login = await signInWithFactor(t.app, 'lastkey@example.com', 'totpRecovery', (DEMO_RECOVERY_KEYS[9] ?? '').replace('-', ''));
    expect(login.json().recovery_keys_left).toBe(0);
    const session = sessionHeaders(login.json().access_token);
    const answer = await postJson(t.app, '/api/mfa/regenerate-recovery', undefined, session);
    expect(answer.statusCode).toBe(200);
    const keys: string[] = answer.json().recovery_keys;
    expect(keys).toHaveLength(10);
    const user = (await t.app.inject({ url: '/api/user', headers: session })).json().data;
    expect(user.totpRecovery.filter((k: { used_at: string | null }) => k.used_at === null)).toHaveLength(10);
    expect((await signInWithFactor(t.app, 'lastkey@example.com', 'totpRecovery', (DEMO_RECOVERY_KEYS[3] ?? '').replace('-', ''))).statusCode).toBe(400);
    expect((await signInWithFactor(t.app, 'lastkey@example.com', 'totpRecovery', (keys[4] ?? '').replace('-', ''))).json().recovery_keys_left).toBe(9);
  });

  it('refuses an account without an authenticator', async () => {
    await stepUp();
    expect((await postJson(t.app, '/api/mfa/regenerate-recovery', undefined, headers)).json().code).toBe('mfa.method_unavailable');
  });
});
