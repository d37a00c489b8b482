import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { startTestApp, type TestApp } from '../../test/app';
import { sessionHeaders, signIn } from '../../test/flows';
import { authorizeAndApprove, PARTNER, tokenRequest } from '../../test/oauth';
import { richAccount, snapshot } from './fixtures';
import { resolveAlias } from '../aliases';
import { mergeAccounts, mergeSteps, type MergeOptions } from './index';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;
const merge = (survivorId: number, otherId: number, options: MergeOptions = {}) =>
  db().transaction().execute((trx) => mergeAccounts(trx, survivorId, otherId, t.clock.now(), { config: t.config, ...options }));
const idOf = async (email: string) => (await db().selectFrom('user_emails').select('user_id').where('email', '=', email).executeTakeFirstOrThrow()).user_id;
const userinfo = (accessToken: string) => t.app.inject({ url: '/oauth/me', headers: { authorization: `Bearer ${accessToken}` } });

describe('a crash at any step leaves both accounts exactly as they were', () => {
  for (const failing of mergeSteps) {
    it(`after step '${failing}'`, async () => {
      const survivor = await richAccount(db(), t.config, t.clock.now(), { user_id: 7001 });
      const other = await richAccount(db(), t.config, t.clock.now(), { customer_user_id: 8001 });
      const before = await snapshot(db());
      const crash = new Error(`crash after ${failing}`);
      await expect(merge(survivor, other, { afterStep: (step) => { if (step === failing) throw crash; } })).rejects.toBe(crash);
      expect(await snapshot(db())).toEqual(before);
    });
  }
});

describe('refusals change nothing', () => {
  it('two different ids on the same platform: merge.conflict', async () => {
    const survivor = await richAccount(db(), t.config, t.clock.now(), { user_id: 7101 });
    const other = await richAccount(db(), t.config, t.clock.now(), { user_id: 7102 });
    const before = await snapshot(db());
    await expect(merge(survivor, other)).rejects.toMatchObject({ code: 'merge.conflict' });
    expect(await snapshot(db())).toEqual(before);
  });

  it('an account merged already, a missing one or the same one twice: merge.unavailable', async () => {
    const a = await richAccount(db(), t.config, t.clock.now());
    const b = await richAccount(db(), t.config, t.clock.now());
    await merge(a, b);
    const before = await snapshot(db());
    for (const [x, y] of [[a, b], [b, a], [a, a], [a, 999_999]]) {
      await expect(merge(x!, y!)).rejects.toSatisfy((e: unknown) => e instanceof ApiError && e.code === 'merge.unavailable');
    }
    expect(await snapshot(db())).toEqual(before);
  });
});

describe('parallel merges of one pair', () => {
  it('one succeeds, the others fail cleanly with merge.unavailable, in either direction', async () => {
    const a = await richAccount(db(), t.config, t.clock.now(), { user_id: 7201 });
    const b = await richAccount(db(), t.config, t.clock.now(), { customer_user_id: 8201 });
    const results = await Promise.allSettled([merge(a, b), merge(a, b), merge(b, a), merge(b, a)]);
    const won = results.filter((r) => r.status === 'fulfilled');
    expect(won).toHaveLength(1);
    for (const r of results) if (r.status === 'rejected') expect((r.reason as ApiError).code).toBe('merge.unavailable');
    const survivor = (won[0] as PromiseFulfilledResult<{ survivorId: number }>).value.survivorId;
    const closed = survivor === a ? b : a;
    expect(await resolveAlias(db(), closed)).toBe(survivor);
    const user = await db().selectFrom('users').select(['user_id', 'customer_user_id']).where('id', '=', survivor).executeTakeFirstOrThrow();
    expect([Number(user.user_id), Number(user.customer_user_id)]).toEqual([7201, 8201]);
    expect(await db().selectFrom('users').select('id').where('id', '=', closed).executeTakeFirst()).toBeUndefined();
  });
});

describe('a full merge', () => {
  it('moves everything of the other account onto the survivor', async () => {
    const survivor = await richAccount(db(), t.config, t.clock.now(), { user_id: 7301 });
    const other = await richAccount(db(), t.config, t.clock.now(), { customer_user_id: 8301, fridom_user_id: 9301 });
    const otherEmails = (await db().selectFrom('user_emails').select('email').where('user_id', '=', other).execute()).map((r) => r.email);
    const summary = await merge(survivor, other);
    expect(summary).toMatchObject({
      survivorId: survivor,
      closedId: other,
      linkedIds: ['customer_user_id', 'fridom_user_id'],
      moved: { emails: 2, phones: 1, mfaMethods: 1, passkeys: 1, trustedDevices: 1, securityEvents: 1, notifications: 1, cards: 1, externalLogins: 1, aliases: 1, ibans: 0 },
      dropped: { duplicateMfaMethods: 2, recoveryKeys: 1, ibans: 1, sessionsEnded: 1, verificationsCancelled: 1 },
    });
    const count = async (table: 'passkeys' | 'cards' | 'notifications' | 'external_logins' | 'sessions' | 'trusted_devices' | 'recovery_keys' | 'user_ibans', userId: number) =>
      Number((await db().selectFrom(table).select((eb) => eb.fn.countAll().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow()).n);
    expect([await count('passkeys', survivor), await count('cards', survivor), await count('notifications', survivor), await count('external_logins', survivor)]).toEqual([2, 2, 2, 2]);
    expect([await count('sessions', survivor), await count('trusted_devices', survivor), await count('recovery_keys', survivor), await count('user_ibans', survivor)]).toEqual([2, 3, 1, 1]);
    const emails = await db().selectFrom('user_emails').select(['email', 'is_default']).where('user_id', '=', survivor).execute();
    expect(emails.filter((e) => e.is_default === 1)).toHaveLength(1);
    expect(emails.map((e) => e.email)).toEqual(expect.arrayContaining(otherEmails));
    const primaries = await db().selectFrom('mfa_methods').select('id').where('user_id', '=', survivor).where('is_primary', '=', 1).execute();
    expect(primaries).toHaveLength(1);
    const ended = await db().selectFrom('sessions').select('ended_at').where('user_id', '=', survivor).where('ended_at', 'is not', null).execute();
    expect(ended).toHaveLength(1);
    expect(await db().selectFrom('oidc_payloads').select('id').where('model', '=', 'Session').where('account_id', '=', String(other)).execute()).toEqual([]);
    expect(await db().selectFrom('oidc_payloads').select('id').where('model', '=', 'Grant').where('account_id', '=', String(other)).execute()).toHaveLength(1);
    const events = await db().selectFrom('security_events').select('action').where('user_id', '=', survivor).execute();
    expect(events.map((e) => e.action)).toContain('accounts_merged');
    expect(await resolveAlias(db(), other)).toBe(survivor);

    // Merging the survivor away later re-points the alias: the oldest sub still lands on a live account.
    const third = await richAccount(db(), t.config, t.clock.now());
    await merge(third, survivor);
    expect(await resolveAlias(db(), other)).toBe(third);
    expect(await resolveAlias(db(), survivor)).toBe(third);
  });

  it('keeps the other IBAN when the survivor has none (re-sealed for the survivor)', async () => {
    const survivor = await richAccount(db(), t.config, t.clock.now());
    await db().deleteFrom('user_ibans').where('user_id', '=', survivor).execute();
    const other = await richAccount(db(), t.config, t.clock.now());
    expect((await merge(survivor, other)).moved.ibans).toBe(1);
    const { ibanForPartners } = await import('../banking');
    expect(await ibanForPartners({ ...t, db: db() } as never, survivor)).toBe('BE68539007547034');
  });
});

describe('through the API and the partner apps', () => {
  it('the survivor sees both platforms, the closed account is signed out, and a partner token of the old sub still works', async () => {
    const janId = await idOf('demo@example.com');
    const claireId = await idOf('customer@example.com');
    const jan = await signIn(t.app);
    const claire = await signIn(t.app, 'customer@example.com');
    const { code, verifier } = await authorizeAndApprove(t.app, claire, { scope: 'openid email user offline_access', prompt: 'consent' });
    const tokens = (await tokenRequest(t.app, { grant_type: 'authorization_code', code, redirect_uri: PARTNER.redirectUri, code_verifier: verifier })).json();
    expect((await userinfo(tokens.access_token)).json()).toMatchObject({ sub: String(claireId), email: 'customer@example.com' });

    await merge(janId, claireId);

    expect((await t.app.inject({ url: '/api/user', headers: sessionHeaders(claire) })).statusCode).toBe(401);
    const profile = (await t.app.inject({ url: '/api/user', headers: sessionHeaders(jan) })).json().data;
    expect(JSON.stringify(profile)).toContain('customer@example.com');
    expect(profile).toMatchObject({ user_id: 1001, customer_user_id: 2001, fridom_user_id: 3001 });

    // The partner keeps its sub; the claims are now the survivor's (Jan's default e-mail, his user_id).
    expect((await userinfo(tokens.access_token)).json()).toMatchObject({ sub: String(claireId), email: 'demo@example.com', user_id: 1001 });
    const refreshed = await tokenRequest(t.app, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token });
    expect(refreshed.statusCode).toBe(200);
    expect((await userinfo(refreshed.json().access_token)).json()).toMatchObject({ sub: String(claireId) });

    // The survivor lists and revokes the grant given under the old sub.
    const listed = (await t.app.inject({ url: '/api/tokens', headers: sessionHeaders(jan) })).json();
    expect(JSON.stringify(listed)).toContain(PARTNER.clientId);
  });
});
