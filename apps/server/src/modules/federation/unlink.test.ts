import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../demo/seed';
import { postJson, sessionHeaders, signIn, stepUpByEmail } from '../../test/flows';
import { grantStepUpTo } from '../../test/passkey-flows';
import { callbackWith, loginTokenOf, startFederatedPair, throughUpstream, type FederatedPair } from '../../test/upstream';

// Mila's work address is linked to a Microsoft account in the demo data; Nora links hers in a test.
const MILA = 'microsoft.linked@example.com';
const NORA = 'nomfa@example.com';

let pair: FederatedPair;
beforeAll(async () => {
  pair = await startFederatedPair();
});
afterAll(() => pair?.close());

const db = () => pair.portal.database.db;
const profile = async (headers: Record<string, string>) => (await pair.portal.app.inject({ url: '/api/user', headers })).json().data;
const unlink = (headers: Record<string, string>) => pair.portal.app.inject({ method: 'DELETE', url: '/api/user/microsoft-login', headers });
const userIdOf = async (email: string) => (await db().selectFrom('user_emails').select('user_id').where('email', '=', email).executeTakeFirstOrThrow()).user_id;
const linksOf = async (email: string) => db().selectFrom('external_logins').select(['email', 'unlinked_at']).where('user_id', '=', await userIdOf(email)).execute();
const eventsOf = async (email: string) =>
  (await db().selectFrom('security_events').select('action').where('user_id', '=', await userIdOf(email)).where('action', '=', 'microsoft_unlinked').execute()).length;
const outbox = async (to: string) => (await pair.portal.app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(to)}` })).json().data as { text: string }[];
/** Signed in without a second factor (the account has none). */
const signInPlain = async (email: string) => sessionHeaders((await postJson(pair.portal.app, '/api/token', { username: email, password: DEMO_PASSWORD })).json().access_token);

/** A sign-in with Microsoft as the upstream's `email` (signed in there with `upstreamToken`); answers the portal's last response. */
async function signInWithMicrosoft(upstreamToken: string) {
  const { jar, callback } = await throughUpstream(pair, '/federation/start?redirect=%2Fprofile', upstreamToken);
  return callbackWith(pair, jar, callback);
}

describe('the Microsoft link on the profile', () => {
  let mila: Record<string, string>;
  beforeAll(async () => {
    mila = sessionHeaders(await signIn(pair.portal.app, MILA));
  });

  it('GET /api/user carries the Microsoft login flag and e-mail', async () => {
    expect(await profile(mila)).toMatchObject({ microsoft_login: true, microsoft_email: 'mila@contoso.example' });
    expect(await profile(await signInPlain(NORA))).toMatchObject({ microsoft_login: false, microsoft_email: null });
  });

  it('needs a step-up to unlink, and changes nothing without one', async () => {
    const response = await unlink(mila);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('mfa.step_up_required');
    expect(await linksOf(MILA)).toEqual([{ email: 'mila@contoso.example', unlinked_at: null }]);
    expect(await eventsOf(MILA)).toBe(0);
  });

  it('unlinks after a step-up: the profile says so, the security history records it and the owner is told', async () => {
    expect((await stepUpByEmail(pair.portal.app, mila, MILA)).statusCode).toBe(200);
    const response = await unlink(mila);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ microsoft_login: false, microsoft_email: null });
    expect(await profile(mila)).toMatchObject({ microsoft_login: false, microsoft_email: null });
    expect((await linksOf(MILA))[0]?.unlinked_at).toBe(pair.portal.clock.now());

    const history = (await pair.portal.app.inject({ url: '/api/security-events', headers: mila })).json().data as { type: string }[];
    expect(history[0]?.type).toBe('microsoft_unlinked');
    expect((await outbox(MILA))[0]?.text).toMatch(/^Your account is no longer linked to your Microsoft account\./);
    const notices = (await pair.portal.app.inject({ url: '/api/notifications', headers: mila })).json().data as { kind: string }[];
    expect(notices[0]?.kind).toBe('microsoft_unlinked');
  });

  it('answers 404 when nothing is linked any more, and the single-use step-up was spent', async () => {
    const spent = await unlink(mila);
    expect(spent.json().code).toBe('mfa.step_up_required');
    expect((await stepUpByEmail(pair.portal.app, mila, MILA)).statusCode).toBe(200);
    const again = await unlink(mila);
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe('not_found');
    expect(await eventsOf(MILA)).toBe(1);
  });

  it('no longer links the account by its e-mail address when its owner signs in with Microsoft', async () => {
    // The upstream knows Mila by the address she signs in with here, verified on both sides.
    const response = await signInWithMicrosoft(await signIn(pair.upstream.app, MILA));
    expect(response.headers.location).toBe('/login/email?notice=federation.unlinked&redirect=%2Fprofile');
    expect(loginTokenOf(response)).toBeUndefined();
    expect(await linksOf(MILA)).toHaveLength(1);
  });
});

describe('signing in with Microsoft after unlinking', () => {
  it('reaches the account before and no longer after: the unlinked Microsoft account signs in nowhere', async () => {
    const upstreamToken = (await postJson(pair.upstream.app, '/api/token', { username: NORA, password: DEMO_PASSWORD })).json().access_token;
    const first = await signInWithMicrosoft(upstreamToken);
    expect(first.headers.location).toBe('/profile');
    const nora = sessionHeaders(loginTokenOf(first) ?? '');
    expect(await profile(nora)).toMatchObject({ firstname: 'Nora', microsoft_login: true, microsoft_email: NORA });

    // Nora has no second factor: like her first MFA method, the change needs only the session.
    expect((await unlink(nora)).statusCode).toBe(200);
    const after = await signInWithMicrosoft(upstreamToken);
    expect(after.headers.location).toBe('/login/email?notice=federation.unlinked&redirect=%2Fprofile');
    expect(loginTokenOf(after)).toBeUndefined();
    // Her session of the unlinked sign-in is hers, not Microsoft's: it goes on.
    expect((await pair.portal.app.inject({ url: '/api/user', headers: nora })).statusCode).toBe(200);
  });
});

describe('an account Microsoft is the only way into', () => {
  const NILS = 'dash.nomfa@example.com';
  let nils: Record<string, string>;
  beforeAll(async () => {
    nils = await signInPlain(NILS);
    const userId = await userIdOf(NILS);
    await db().insertInto('external_logins').values({ user_id: userId, issuer: 'https://upstream.example', subject: 'nils', email: 'nils@contoso.example', created_at: 1 }).execute();
    // An account made elsewhere, without a password.
    await db().updateTable('users').set({ password_hash: '' }).where('id', '=', userId).execute();
  });

  it('is refused with a clear error, and keeps its link', async () => {
    const response = await unlink(nils);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'federation.only_sign_in', message: expect.stringMatching(/only way to sign in/) });
    expect(await linksOf(NILS)).toEqual([{ email: 'nils@contoso.example', unlinked_at: null }]);
    expect(await eventsOf(NILS)).toBe(0);
    expect(await outbox(NILS)).toEqual([]);
  });

  it('is allowed once a passkey can sign in instead (after the step-up a passkey brings)', async () => {
    const userId = await userIdOf(NILS);
    await db().insertInto('mfa_methods').values({ user_id: userId, method: 'passkey', target: null, is_primary: 0, created_at: 1 }).execute();
    expect((await unlink(nils)).json().code).toBe('mfa.step_up_required');
    await grantStepUpTo(db(), pair.portal.clock, nils);
    const response = await unlink(nils);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.microsoft_login).toBe(false);
  });
});
