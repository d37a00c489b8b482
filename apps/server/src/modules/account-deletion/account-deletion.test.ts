import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountsCommand } from '../../cli/accounts';
import { DEMO_PASSWORD } from '../../demo/seed';
import { DAY, MINUTE } from '../../lib/clock';
import { hashPassword } from '../../lib/passwords';
import { nationalRegisterNumberDigest } from '../../lib/identity-digest';
import { sha256 } from '../../lib/tokens';
import { solvedCaptcha } from '../../test/captcha';
import { addClient } from '../clients';
import { startVerification } from '../verification';
import { startTestApp, type TestApp } from '../../test/app';
import { deviceHeaders, latestCode, postJson, sessionHeaders } from '../../test/flows';
import { listenWithLogoutReceiver, type LogoutReceiver } from '../../test/logout-receiver';
import { authorizeAndApprove, tokenRequest } from '../../test/oauth';
import { browserHeaders, HOST, newAuthenticator, registerPasskey } from '../../test/passkey-flows';

/**
 * Deleting one's account (issue 38 part 2, docs/privacy.md), through the real app: the refusals
 * change nothing; closing ends sessions, partner tokens (with back-channel logout) and trusted
 * devices and refuses every sign-in; the right password gets the restore offer, a wrong one the
 * ordinary answer; restore by link and by offer; identical requests close once; the sweep after 14
 * days erases everything of the person (read back from every table), once, however many sweep.
 */
let t: TestApp;
let receiver: LogoutReceiver;
beforeAll(async () => {
  t = await startTestApp();
  receiver = await listenWithLogoutReceiver(t);
});
afterAll(async () => {
  await receiver.close();
  await t.close();
});

const db = () => t.database.db;
let passwordHash: Promise<string> | undefined;
let serial = 0;

interface Person {
  id: number;
  email: string;
  phone: string;
  firstname: string;
  lastname: string;
}

/** A fresh account with the demo password and unique names; no second factor unless `emailMethod`. */
async function newPerson(options: { clientArea?: boolean; emailMethod?: boolean } = {}): Promise<Person> {
  serial++;
  const tag = randomUUID().slice(0, 8);
  const person = { email: `erase-${tag}@example.com`, phone: `+3247${String(9000000 + serial * 7919).slice(0, 7)}`, firstname: `Zeb${tag}`, lastname: `Quax${tag}` };
  passwordHash ??= hashPassword(DEMO_PASSWORD);
  const now = t.clock.now();
  const { id } = await db()
    .insertInto('users')
    .values({ firstname: person.firstname, lastname: person.lastname, birthdate: null, gender: null, password_hash: await passwordHash, created_at: now, last_password_change: null, user_id: null, customer_user_id: options.clientArea ? 7000 + serial : null, fridom_user_id: null, card_number_hash: null, national_register_number_hash: null, terms_accepted_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db().insertInto('user_emails').values({ user_id: id, email: person.email, is_default: 1, verified: 1, created_at: now }).execute();
  await db().insertInto('user_phones').values({ user_id: id, phone: person.phone, is_default: 1, verified: 1, created_at: now }).execute();
  if (options.emailMethod) await db().insertInto('mfa_methods').values({ user_id: id, method: 'email', target: person.email, is_primary: 1, created_at: now, secret_enc: null, last_used_step: null }).execute();
  return { id, ...person };
}

async function passwordSignIn(username: string, headers = deviceHeaders()) {
  const response = await postJson(t.app, '/api/token', { username, password: DEMO_PASSWORD }, headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().access_token as string;
}

const close = (headers: Record<string, string>, body: object = { confirm: 'DELETE' }) => postJson(t.app, '/api/user/deletion', body, headers);
const closedAt = async (id: number) => (await db().selectFrom('users').select(['closed_at', 'erase_at']).where('id', '=', id).executeTakeFirst()) ?? null;
const eventsOf = (id: number, action: string) => db().selectFrom('security_events').select(['id', 'detail']).where('user_id', '=', id).where('action', '=', action as never).execute();
const outboxTo = (to: string) => db().selectFrom('outbox').select(['subject', 'text']).where('recipient', '=', to).orderBy('id', 'desc').execute();
const profileStatus = async (headers: Record<string, string>) => (await t.app.inject({ method: 'GET', url: '/api/user', headers })).statusCode;
const restoreTokenIn = (text: string) => text.match(/#restore=([\w-]+)/)?.[1] ?? '';

describe('refusals change nothing', () => {
  it('a wrong confirmation word is a field error; the account, its session and its log stay as they were', async () => {
    const person = await newPerson();
    const headers = sessionHeaders(await passwordSignIn(person.email));
    for (const confirm of ['DELET', 'delete me', '']) {
      const response = await close(headers, { confirm });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation.invalid', fields: [{ path: 'confirm' }] });
    }
    expect((await close(headers, { confirm: 'DELET' })).json().fields[0].code).toBe('deletion_word');
    expect(await closedAt(person.id)).toEqual({ closed_at: null, erase_at: null });
    expect(await profileStatus(headers)).toBe(200);
    expect(await eventsOf(person.id, 'account_closed')).toEqual([]);
  });

  it('any portal language’s word is accepted, whatever case and spaces', async () => {
    for (const confirm of [' verwijderen ', 'Supprimer', 'löschen', 'LÖSCHEN']) {
      const person = await newPerson();
      const response = await close(sessionHeaders(await passwordSignIn(person.email)), { confirm });
      expect(response.statusCode, response.body).toBe(200);
    }
  });

  it('a client-area account must acknowledge the notice first (409), then closes', async () => {
    const person = await newPerson({ clientArea: true });
    const headers = sessionHeaders(await passwordSignIn(person.email));
    const refused = await close(headers);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('account.client_area_notice');
    expect((await close(headers, { confirm: 'DELETE', acknowledge_client_area: false })).json().code).toBe('account.client_area_notice');
    expect(await closedAt(person.id)).toEqual({ closed_at: null, erase_at: null });
    expect(await profileStatus(headers)).toBe(200);
    const closed = await close(headers, { confirm: 'DELETE', acknowledge_client_area: true });
    expect(closed.statusCode, closed.body).toBe(200);
  });

  it('a merge in progress and a waiting recovery request refuse the closing (409), nothing changed', async () => {
    const merging = await newPerson();
    const mergeHeaders = sessionHeaders(await passwordSignIn(merging.email));
    await startVerification(db(), t.clock.now(), { purpose: 'merge', userId: merging.id, data: { otherId: 1, matches: [] }, ttlMs: 15 * MINUTE });
    const mergeRefusal = await close(mergeHeaders);
    expect(mergeRefusal.statusCode).toBe(409);
    expect(mergeRefusal.json().code).toBe('account.merge_in_progress');

    const recovering = await newPerson();
    const recoveryHeaders = sessionHeaders(await passwordSignIn(recovering.email));
    const now = t.clock.now();
    const request = await startVerification(db(), now, { purpose: 'recovery', userId: recovering.id, data: { kind: 'request', readyAt: now + 3 * DAY }, ttlMs: 4 * DAY, guesses: 1 });
    await startVerification(db(), now, { purpose: 'recovery', userId: recovering.id, data: { kind: 'cancel', request: request.verification.id }, ttlMs: 4 * DAY, guesses: 1 });
    const recoveryRefusal = await close(recoveryHeaders);
    expect(recoveryRefusal.statusCode).toBe(409);
    expect(recoveryRefusal.json().code).toBe('account.recovery_in_progress');

    for (const [person, headers] of [[merging, mergeHeaders], [recovering, recoveryHeaders]] as const) {
      expect(await closedAt(person.id)).toEqual({ closed_at: null, erase_at: null });
      expect(await profileStatus(headers)).toBe(200);
      expect(await eventsOf(person.id, 'account_closed')).toEqual([]);
      expect(await outboxTo(person.email)).toEqual([]);
    }
  });

  it('an account with a second factor needs a step-up (403), then closes with one', async () => {
    const person = await newPerson({ emailMethod: true });
    const headers = deviceHeaders();
    const attempt = await postJson(t.app, '/api/token', { username: person.email, password: DEMO_PASSWORD }, headers);
    const { payload, methods } = attempt.json().mfa as { payload: string; methods: { id: number }[] };
    await postJson(t.app, '/api/token/mfa/send', { payload, mfaId: methods[0]?.id }, headers);
    const signedIn = await postJson(t.app, '/api/token/mfa/confirm', { payload, code: await latestCode(t.app, person.email) }, headers);
    const session = sessionHeaders(signedIn.json().access_token, headers['x-device-id']);
    const refused = await close(session);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('mfa.step_up_required');
    expect(await closedAt(person.id)).toEqual({ closed_at: null, erase_at: null });

    const challenge = await t.app.inject({ method: 'GET', url: `/api/mfa/sudo?single=1&mfaId=${methods[0]?.id}`, headers: session });
    const granted = await postJson(t.app, '/api/mfa/sudo', { payload: challenge.json().payload, code: await latestCode(t.app, person.email) }, session);
    expect(granted.statusCode, granted.body).toBe(200);
    expect((await close(session)).statusCode).toBe(200);
  });
});

describe('closing', () => {
  it('ends every session, the partner apps’ tokens (back-channel logout sent), trusted devices; records one event and e-mails the restore link', async () => {
    const person = await newPerson();
    const clientId = `del-${randomUUID().slice(0, 8)}`;
    const partner = { clientId, redirectUri: 'http://localhost:9999/callback', secret: '' };
    partner.secret = (await addClient(db(), { clientId, name: 'Erase app', redirectUris: [partner.redirectUri], scope: 'openid profile email offline_access', backchannelLogoutUri: receiver.uri(clientId) })).secret ?? '';
    const device = randomUUID();
    const token = await passwordSignIn(person.email, deviceHeaders(device));
    const other = sessionHeaders(await passwordSignIn(person.email));
    const { code, verifier } = await authorizeAndApprove(t.app, token, { scope: 'openid profile email offline_access', prompt: 'consent' }, partner);
    const tokens = await tokenRequest(t.app, { grant_type: 'authorization_code', code, redirect_uri: partner.redirectUri, code_verifier: verifier }, partner);
    expect(tokens.statusCode, tokens.body).toBe(200);
    const refreshToken: string = tokens.json().refresh_token;
    expect(refreshToken).toEqual(expect.any(String));
    await db().insertInto('trusted_devices').values({ user_id: person.id, device_id: device, created_at: t.clock.now(), expires_at: t.clock.now() + DAY, token_hash: sha256('trust'), user_agent: null, ip: null, last_used_at: null }).execute();

    const headers = sessionHeaders(token, device);
    const closed = await close(headers);
    expect(closed.statusCode, closed.body).toBe(200);
    const { erase_at } = closed.json();
    expect(erase_at).toBe((await closedAt(person.id))?.erase_at);
    expect(erase_at - t.clock.now()).toBe(14 * DAY);
    expect(closed.headers['set-cookie']).toBeDefined();

    expect(await profileStatus(headers)).toBe(401);
    expect(await profileStatus(other)).toBe(401);
    const refreshed = await tokenRequest(t.app, { grant_type: 'refresh_token', refresh_token: refreshToken }, partner);
    expect(refreshed.statusCode).toBe(400);
    expect(refreshed.json().error).toBe('invalid_grant');
    const [logout] = await receiver.waitFor(clientId, 1);
    expect(logout?.payload).toMatchObject({ aud: clientId, sub: String(person.id) });
    expect(await db().selectFrom('trusted_devices').select('id').where('user_id', '=', person.id).execute()).toEqual([]);
    expect(await eventsOf(person.id, 'account_closed')).toHaveLength(1);
    const [mail] = await outboxTo(person.email);
    expect(mail?.subject).toBe('Your account is closed');
    expect(restoreTokenIn(mail?.text ?? '')).not.toBe('');
    // Only the link's hash is stored.
    const link = restoreTokenIn(mail?.text ?? '');
    expect(await db().selectFrom('verifications').select('id').where('id', '=', link).execute()).toEqual([]);
    expect(await db().selectFrom('verifications').select('id').where('id', '=', sha256(link)).execute()).toHaveLength(1);
  });

  it('20 identical requests at once close the account once: one event, one e-mail', async () => {
    const person = await newPerson();
    const headers = sessionHeaders(await passwordSignIn(person.email));
    const answers = await Promise.all(Array.from({ length: 20 }, () => close(headers)));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.every((s) => [200, 401, 429].includes(s))).toBe(true);
    expect(await eventsOf(person.id, 'account_closed')).toHaveLength(1);
    expect(await outboxTo(person.email)).toHaveLength(1);
  });
});

describe('a closed account signs in nowhere', () => {
  it('the right password gets the restore offer and the erasure date; a wrong one the ordinary answer', async () => {
    const person = await newPerson();
    const closed = await close(sessionHeaders(await passwordSignIn(person.email)));
    const right = await postJson(t.app, '/api/token', { username: person.email, password: DEMO_PASSWORD });
    expect(right.statusCode).toBe(403);
    expect(right.json()).toMatchObject({ code: 'account.closed', restore: expect.any(String), erase_at: closed.json().erase_at });
    expect(right.json()).not.toHaveProperty('access_token');

    const wrong = await postJson(t.app, '/api/token', { username: person.email, password: 'Not-The-Password-9!' });
    const unknown = await postJson(t.app, '/api/token', { username: `nobody-${randomUUID()}@example.com`, password: 'Not-The-Password-9!' });
    expect(wrong.statusCode).toBe(unknown.statusCode);
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('a sign-in attempt opened before the closing cannot finish with its code', async () => {
    const person = await newPerson({ emailMethod: true });
    const headers = deviceHeaders();
    const attempt = await postJson(t.app, '/api/token', { username: person.email, password: DEMO_PASSWORD }, headers);
    const { payload, methods } = attempt.json().mfa as { payload: string; methods: { id: number }[] };
    await postJson(t.app, '/api/token/mfa/send', { payload, mfaId: methods[0]?.id }, headers);
    const code = await latestCode(t.app, person.email);
    // Closed meanwhile (from a session with a step-up grant of its own).
    await db().updateTable('users').set({ closed_at: t.clock.now(), erase_at: t.clock.now() + 14 * DAY }).where('id', '=', person.id).execute();
    const confirmed = await postJson(t.app, '/api/token/mfa/confirm', { payload, code }, headers);
    expect(confirmed.statusCode).toBe(403);
    expect(confirmed.json().code).toBe('account.closed');
    expect(await db().selectFrom('sessions').select('id').where('user_id', '=', person.id).execute()).toEqual([]);
  });

  it('a passkey and an origin app’s hand-over open no closed account', async () => {
    const person = await newPerson();
    const token = await passwordSignIn(person.email);
    const authenticator = newAuthenticator();
    await registerPasskey(t.app, browserHeaders(token), authenticator);
    const handover: string = (await t.app.inject({ method: 'POST', url: '/api/token/handover', headers: sessionHeaders(token) })).json().handover;
    // Closed meanwhile, the hand-over left open (a closing cancels it too: here the sign-in itself must refuse).
    await db().updateTable('users').set({ closed_at: t.clock.now(), erase_at: t.clock.now() + 14 * DAY }).where('id', '=', person.id).execute();

    const headers = { ...deviceHeaders(), host: HOST };
    const options = (await postJson(t.app, '/api/token/passkey/options', undefined, headers)).json();
    const passkey = await postJson(t.app, '/api/token/passkey', { response: authenticator.get(options) }, headers);
    expect(passkey.statusCode).toBe(403);
    expect(passkey.json().code).toBe('account.closed');
    const adopted = await postJson(t.app, '/api/token/adopt', { handover });
    expect(adopted.statusCode).toBe(403);
    expect(adopted.json().code).toBe('account.closed');
    // No session was made: the one of the password sign-in above is all.
    expect(await db().selectFrom('sessions').select('id').where('user_id', '=', person.id).execute()).toHaveLength(1);
  });

  it('a forgotten password and a forgotten username answer as for no account; nothing is sent', async () => {
    const person = await newPerson();
    const base = `850312${String(100 + serial).padStart(3, '0')}`;
    const nrn = `${base}${String(97 - (Number(base) % 97)).padStart(2, '0')}`;
    await db().updateTable('users').set({ national_register_number_hash: nationalRegisterNumberDigest(t.config.appSecret, nrn) }).where('id', '=', person.id).execute();
    const lookUp = async () => (await t.app.inject({ method: 'POST', url: '/api/user/forgot-username', remoteAddress: `198.51.100.${serial}`, headers: deviceHeaders(), payload: { national_register_number: nrn, captcha: await solvedCaptcha(t.app) } })).json();
    expect((await lookUp()).usernames).toHaveLength(2);

    await close(sessionHeaders(await passwordSignIn(person.email)));
    const before = (await outboxTo(person.email)).length;
    const forgot = await postJson(t.app, '/api/user/forgot-password', { email: person.email });
    const unknown = await postJson(t.app, '/api/user/forgot-password', { email: `nobody-${randomUUID()}@example.com` });
    expect(forgot.statusCode).toBe(unknown.statusCode);
    expect(Object.keys(forgot.json()).sort()).toEqual(Object.keys(unknown.json()).sort());
    expect(await outboxTo(person.email)).toHaveLength(before);
    expect(await db().selectFrom('verifications').select('id').where('user_id', '=', person.id).where('purpose', '=', 'password_reset').execute()).toEqual([]);
    expect(await lookUp()).toEqual({ usernames: [] });
  });
});

describe('restoring', () => {
  it('by the e-mail’s link, once: the account reopens, is told, and signs in as before', async () => {
    const person = await newPerson();
    await close(sessionHeaders(await passwordSignIn(person.email)));
    const link = restoreTokenIn((await outboxTo(person.email))[0]?.text ?? '');
    const restored = await postJson(t.app, '/api/account/restore', { token: link });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toEqual({ restored: true });
    expect(await closedAt(person.id)).toEqual({ closed_at: null, erase_at: null });
    expect(await eventsOf(person.id, 'account_restored')).toHaveLength(1);
    expect((await outboxTo(person.email))[0]?.subject).toBe('Your account is restored');
    await passwordSignIn(person.email);
    const again = await postJson(t.app, '/api/account/restore', { token: link });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('account.restore_expired');
  });

  it('by the sign-in’s offer, on its own device only; the link stops working', async () => {
    const person = await newPerson();
    await close(sessionHeaders(await passwordSignIn(person.email)));
    const link = restoreTokenIn((await outboxTo(person.email))[0]?.text ?? '');
    const device = deviceHeaders();
    const offer = (await postJson(t.app, '/api/token', { username: person.email, password: DEMO_PASSWORD }, device)).json().restore as string;
    const elsewhere = await postJson(t.app, '/api/account/restore', { payload: offer });
    expect(elsewhere.statusCode).toBe(400);
    expect(await closedAt(person.id)).not.toEqual({ closed_at: null, erase_at: null });
    const restored = await postJson(t.app, '/api/account/restore', { payload: offer }, device);
    expect(restored.statusCode, restored.body).toBe(200);
    await passwordSignIn(person.email, device);
    expect((await postJson(t.app, '/api/account/restore', { token: link })).statusCode).toBe(400);
  });

  it('a token that is neither, or both, is a field error', async () => {
    expect((await postJson(t.app, '/api/account/restore', {})).statusCode).toBe(400);
    expect((await postJson(t.app, '/api/account/restore', { token: 'a', payload: 'b' })).statusCode).toBe(400);
    expect((await postJson(t.app, '/api/account/restore', { token: 'unknown' })).json().code).toBe('account.restore_expired');
  });
});

describe('erasure after 14 days', () => {
  /** Everything a person leaves in the database: the values the scan looks for afterwards. */
  async function richPerson() {
    const person = await newPerson({ emailMethod: true });
    const now = t.clock.now();
    const device = randomUUID();
    const nrnDigest = sha256(`nrn-${person.id}`);
    const cardDigest = sha256(`card-${person.id}`);
    const iban = 'BE68539007547034';
    await db().updateTable('users').set({ national_register_number_hash: nrnDigest, card_number_hash: cardDigest }).where('id', '=', person.id).execute();
    await db().insertInto('cards').values({ card_number_hash: cardDigest, kind: 'eco', firstname: person.firstname, lastname: person.lastname, national_register_number_hash: nrnDigest, language: 'en', status: 'issued', user_id: person.id, activated_at: now, imported_at: now }).execute();
    await db().insertInto('invitations').values({ code_hash: sha256(`inv-${person.id}`), platform: 'mymonizze', email: person.email, firstname: person.firstname, lastname: person.lastname, company: null, language: 'en', expires_at: null, user_id: person.id, used_at: now, imported_at: now }).execute();
    await db().insertInto('user_ibans').values({ user_id: person.id, iban_sealed: `sealed:${iban}`, country: 'BE', last4: '7034', length: 16, created_at: now, effective_at: now, cancelled_at: null }).execute();
    await db().insertInto('recovery_keys').values({ user_id: person.id, key_hash: sha256(`key-${person.id}`), used_at: null, created_at: now }).execute();
    await db().insertInto('passkeys').values({ user_id: person.id, credential_id: `cred-${person.id}`, public_key: 'pk', counter: 0, transports: '[]', user_handle: `handle-${person.id}`, aaguid: 'aaguid', backed_up: 0, name: `${person.firstname}'s phone`, created_at: now, last_used_at: null, last_used_ip: '203.0.113.9', changed_at: now, change: 'added', changed_device_id: device, changed_ip: '203.0.113.9', changed_user_agent: 'UA', removed_at: null }).execute();
    await db().insertInto('trusted_devices').values({ user_id: person.id, device_id: device, created_at: now, expires_at: now + DAY, token_hash: sha256(`trust-${person.id}`), user_agent: 'UA', ip: '203.0.113.9', last_used_at: null }).execute();
    await db().insertInto('external_logins').values({ user_id: person.id, issuer: 'https://login.example', subject: `ms-${person.id}`, email: person.email, created_at: now, unlinked_at: null }).execute();
    await db().insertInto('account_aliases').values({ old_user_id: 900000 + person.id, user_id: person.id, created_at: now }).execute();
    await db().insertInto('mfa_reminders').values({ user_id: person.id, started_at: now, weeks: 2, next_at: now + DAY, last_reminded_at: null, dismissed_until: null }).execute();
    await db().insertInto('session_settings').values({ user_id: person.id, history_enabled: 1 }).execute();
    await db().insertInto('staff').values({ user_id: person.id, role: 'agent', created_at: now }).execute();
    await db().insertInto('notifications').values({ user_id: person.id, kind: 'password_changed', session_id: null, created_at: now, read_at: null, reported_at: null }).execute();
    // A real session with its events, a partner app's grant and tokens, and codes sent.
    const headers = deviceHeaders(device);
    const attempt = await postJson(t.app, '/api/token', { username: person.email, password: DEMO_PASSWORD }, { ...headers, 'user-agent': `Agent-${person.id}` });
    const { payload, methods } = attempt.json().mfa as { payload: string; methods: { id: number }[] };
    await postJson(t.app, '/api/token/mfa/send', { payload, mfaId: methods[0]?.id }, headers);
    const token: string = (await postJson(t.app, '/api/token/mfa/confirm', { payload, code: await latestCode(t.app, person.email) }, headers)).json().access_token;
    const session = sessionHeaders(token, device);
    await authorizeAndApprove(t.app, token);
    const challenge = await t.app.inject({ method: 'GET', url: `/api/mfa/sudo?single=1&mfaId=${methods[0]?.id}`, headers: session });
    await postJson(t.app, '/api/mfa/sudo', { payload: challenge.json().payload, code: await latestCode(t.app, person.email) }, session);
    const closed = await close(session);
    expect(closed.statusCode, closed.body).toBe(200);
    // A sign-in with the right password after the closing: the restore offer.
    await postJson(t.app, '/api/token', { username: person.email, password: DEMO_PASSWORD }, headers);
    return { ...person, device, token, nrnDigest, cardDigest, iban, events: (await db().selectFrom('security_events').select('id').where('user_id', '=', person.id).execute()).length };
  }

  type Rich = Awaited<ReturnType<typeof richPerson>>;

  /** Every row of every table, every column: where any of the person's values still is. */
  async function traces(person: Rich): Promise<string[]> {
    const tables = await db().introspection.getTables();
    const strings = [person.email, person.phone, person.firstname, person.lastname, person.iban, person.nrnDigest, sha256(person.token), person.device, `Agent-${person.id}`].map((s) => s.toLowerCase());
    const userLinks = ['user_id', 'account_id', 'sub', 'old_user_id'];
    const found: string[] = [];
    for (const table of tables) {
      const rows = (await db().selectFrom(table.name as never).selectAll().execute()) as Record<string, unknown>[];
      for (const row of rows) {
        const text = JSON.stringify(row).toLowerCase();
        for (const s of strings) if (text.includes(s)) found.push(`${table.name}: ${s}`);
        for (const column of userLinks) {
          if (table.name === 'users' && column === 'user_id') continue;
          if (column in row && String(row[column]) === String(person.id)) found.push(`${table.name}.${column}`);
        }
        if (table.name !== 'cards' && text.includes(person.cardDigest)) found.push(`${table.name}: card digest`);
      }
    }
    return found;
  }

  it('the sweep erases a due account and every trace of the person; the events stay under a pseudonym; the card stays, unlinked', async () => {
    const person = await richPerson();
    const waiting = await newPerson();
    await close(sessionHeaders(await passwordSignIn(waiting.email)));
    expect((await traces(person)).length).toBeGreaterThan(10);

    t.clock.advance(14 * DAY - MINUTE);
    expect(await t.app.accountErasure.sweep()).toEqual({ erased: 0 });
    expect((await postJson(t.app, '/api/token', { username: person.email, password: DEMO_PASSWORD })).json().code).toBe('account.closed');

    t.clock.advance(2 * MINUTE);
    const eventsBefore = await db().selectFrom('erased_account_events').select('pseudonym').execute();
    expect((await t.app.accountErasure.sweep()).erased).toBeGreaterThanOrEqual(2);
    expect(await db().selectFrom('users').select('id').where('id', 'in', [person.id, waiting.id]).execute()).toEqual([]);
    expect(await traces(person)).toEqual([]);

    const kept = await db().selectFrom('erased_account_events').selectAll().where('pseudonym', 'not in', eventsBefore.length ? eventsBefore.map((e) => e.pseudonym) : ['-']).execute();
    const pseudonyms = new Set(kept.map((e) => e.pseudonym));
    expect(pseudonyms.size).toBeGreaterThanOrEqual(2);
    expect(kept.filter((e) => e.action === 'account_closed').length).toBeGreaterThanOrEqual(2);
    expect(Object.keys(kept[0] ?? {}).sort()).toEqual(['action', 'created_at', 'id', 'method', 'pseudonym']);

    const card = await db().selectFrom('cards').selectAll().where('card_number_hash', '=', person.cardDigest).executeTakeFirst();
    expect(card).toMatchObject({ user_id: null, firstname: null, lastname: null, national_register_number_hash: null });
    // Signing in with the erased name is an unknown name's answer.
    expect((await postJson(t.app, '/api/token', { username: person.email, password: DEMO_PASSWORD })).json().code).toBe('auth.invalid_credentials');
  });

  it('two sweeps at once erase each account once', async () => {
    const people = [await newPerson(), await newPerson(), await newPerson()];
    for (const person of people) await close(sessionHeaders(await passwordSignIn(person.email)));
    t.clock.advance(14 * DAY + MINUTE);
    const before = (await db().selectFrom('erased_account_events').select('id').execute()).length;
    const outcomes = await Promise.all([t.app.accountErasure.sweep(), t.app.accountErasure.sweep()]);
    expect(outcomes.reduce((sum, o) => sum + o.erased, 0)).toBe(3);
    const kept = await db().selectFrom('erased_account_events').select(['pseudonym', 'action']).where('id', '>', before).execute();
    expect(kept.filter((e) => e.action === 'account_closed')).toHaveLength(3);
    expect(new Set(kept.map((e) => e.pseudonym)).size).toBe(3);
  });

  it('the command line’s `accounts erase-due` runs one sweep now', async () => {
    const person = await newPerson();
    await close(sessionHeaders(await passwordSignIn(person.email)));
    // The command runs on the system clock: the account is made due by its date.
    await db().updateTable('users').set({ erase_at: Date.now() - MINUTE }).where('id', '=', person.id).execute();
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      expect(await accountsCommand(db(), t.config, 'erase-due')).toBe(0);
      expect(log).toHaveBeenCalledWith(expect.stringMatching(/^[1-9]\d* closed account\(s\) erased\.$/));
    } finally {
      log.mockRestore();
    }
    expect(await db().selectFrom('users').select('id').where('id', '=', person.id).execute()).toEqual([]);
  });

  it('a restore after the 14 days is refused: the account is due', async () => {
    const person = await newPerson();
    await close(sessionHeaders(await passwordSignIn(person.email)));
    const link = restoreTokenIn((await outboxTo(person.email))[0]?.text ?? '');
    t.clock.advance(14 * DAY + MINUTE);
    expect((await postJson(t.app, '/api/account/restore', { token: link })).json().code).toBe('account.restore_expired');
    expect(await closedAt(person.id)).not.toEqual({ closed_at: null, erase_at: null });
  });
});
