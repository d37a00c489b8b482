import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app';
import { sessionHeaders, signIn, stepUpByEmail } from '../../test/flows';
import { browse, callbackParams, decide, partnerRequest, signedInJar, tokenRequest } from '../../test/oauth';
import { addClient } from '../clients';

let t: TestApp;
let headers: Record<string, string>;
let token: string;
const EMAIL = 'demo@example.com';
const PHONE = '+32470123456';
const HOUR = 3600_000;

beforeAll(async () => {
  t = await startTestApp();
  token = await signIn(t.app, EMAIL);
  headers = sessionHeaders(token);
});
afterAll(() => t.close());

const getIban = () => t.app.inject({ method: 'GET', url: '/api/user/iban', headers });
const putIban = (iban: unknown) => t.app.inject({ method: 'PUT', url: '/api/user/iban', headers, payload: { iban } });
const cancel = () => t.app.inject({ method: 'DELETE', url: '/api/user/iban/pending', headers });
const outbox = async (to: string) => (await t.app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(to)}` })).json().data as { text: string }[];
const events = (action: string) => t.database.db.selectFrom('security_events').select('detail').where('action', '=', action as never).execute();

/** A partner app granted `scope` signs the demo person in; answers its userinfo call. */
async function partnerUserinfo(scope: string) {
  const client = await addClient(t.database.db, { name: `Payer ${scope}`, redirectUris: ['http://localhost:9999/callback'], scope });
  const partner = { clientId: client.clientId, secret: client.secret ?? '', redirectUri: 'http://localhost:9999/callback' };
  const request = partnerRequest({ scope }, partner);
  const jar = signedInJar(token);
  let stop = await browse(t.app, jar, request.path);
  if (stop.kind === 'approve') stop = await browse(t.app, jar, (await decide(t.app, token, stop.location, true)).json().target);
  const code = callbackParams(stop.location).get('code') ?? '';
  const tokens = (await tokenRequest(t.app, { grant_type: 'authorization_code', code, redirect_uri: partner.redirectUri, code_verifier: request.verifier }, partner)).json();
  return async () => (await t.app.inject({ url: '/oauth/me', headers: { authorization: `Bearer ${tokens.access_token}` } })).json() as Record<string, unknown>;
}

describe('the IBAN', () => {
  it('starts empty', async () => {
    expect((await getIban()).json()).toEqual({ data: { iban: null, pending: null } });
  });

  it('refuses an invalid IBAN with the field error iban, before any step-up, and stores nothing', async () => {
    for (const bad of ['BE71 0961 2345 6768', 'hello', '', 'BE71\u00000961']) {
      const response = await putIban(bad);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('validation.invalid');
      // Empty is its own code, so that the form says to fill the field in.
      const code = bad === '' ? 'required' : bad.includes('\u0000') ? 'control_characters' : 'iban';
      expect(response.json().fields[0]).toEqual({ path: 'iban', code });
    }
    expect((await putIban('x'.repeat(65))).statusCode).toBe(400);
    expect((await putIban(42)).statusCode).toBe(400);
    expect(await t.database.db.selectFrom('user_ibans').selectAll().execute()).toEqual([]);
  });

  it('needs a step-up to set one', async () => {
    const response = await putIban('BE71 0961 2345 6769');
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('mfa.step_up_required');
  });

  it('sets it after a step-up: masked to its owner, sealed at rest, pending 72 hours, with notices and an event', async () => {
    expect((await stepUpByEmail(t.app, headers, EMAIL)).statusCode).toBe(200);
    const now = t.clock.now();
    const response = await putIban(' be71 0961 2345 6769 ');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      iban: null,
      pending: { masked: 'BE•• •••• •••• 6769', country: 'BE', effective_at: new Date(now + 72 * HOUR).toISOString() },
    });
    expect(response.body).not.toContain('0961');

    const [row] = await t.database.db.selectFrom('user_ibans').selectAll().execute();
    expect(JSON.stringify(row)).not.toMatch(/BE71|096123/i);
    expect(row).toMatchObject({ country: 'BE', last4: '6769', length: 16, cancelled_at: null });

    expect((await outbox(EMAIL))[0]?.text).toMatch(/Het IBAN van je account is gewijzigd/);
    const sms = (await outbox(PHONE))[0]?.text ?? '';
    // The link opens the site the change was made on (PUBLIC_URL's here).
    expect(sms).toMatch(/Het IBAN van je account is gewijzigd.*\/profile$/);
    expect(sms).toContain(`${t.config.publicUrl}/profile`);
    expect(sms).not.toContain('6769');
    expect(await events('iban_changed')).toEqual([{ detail: JSON.stringify({ country: 'BE', last4: '6769' }) }]);

    // The single-use grant was spent by the change.
    expect((await putIban('BE71 0961 2345 6769')).statusCode).toBe(403);
  });

  it('releases it to partners with the reimbursemoney or payment scope only after 72 hours', async () => {
    const payer = await partnerUserinfo('openid reimbursemoney');
    const other = await partnerUserinfo('openid profile');
    expect(await payer()).not.toHaveProperty('iban');

    t.clock.advance(72 * HOUR - 1000);
    expect(await payer()).not.toHaveProperty('iban');
    t.clock.advance(2000);
    expect(await payer()).toMatchObject({ iban: 'BE71096123456769' });
    expect(await other()).not.toHaveProperty('iban');
    expect((await getIban()).json().data).toEqual({ iban: { masked: 'BE•• •••• •••• 6769', country: 'BE' }, pending: null });
  });

  it('keeps the previous IBAN for partners while a change waits, and the owner cancels it', async () => {
    const payer = await partnerUserinfo('openid payment');
    await stepUpByEmail(t.app, headers, EMAIL);
    const changed = await putIban('NL91ABNA0417164300');
    expect(changed.json().data).toMatchObject({ iban: { masked: 'BE•• •••• •••• 6769' }, pending: { masked: 'NL•• •••• •••• •• 4300', country: 'NL' } });
    t.clock.advance(24 * HOUR);
    expect(await payer()).toMatchObject({ iban: 'BE71096123456769' });

    const cancelled = await cancel();
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data).toEqual({ iban: { masked: 'BE•• •••• •••• 6769', country: 'BE' }, pending: null });
    expect(await events('iban_change_cancelled')).toHaveLength(1);
    expect((await outbox(EMAIL))[0]?.text).toMatch(/wijziging van je IBAN is geannuleerd/);

    t.clock.advance(72 * HOUR);
    expect(await payer()).toMatchObject({ iban: 'BE71096123456769' });
    expect((await cancel()).statusCode).toBe(404);
  });

  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/user/iban' })).statusCode).toBe(401);
  });
});
