import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { DEMO_PASSWORD } from '../../../demo/accounts';
import { mfaRemindersCommand, type ReminderOptions } from '../../../cli/mfa-reminders';
import { MINUTE } from '../../../lib/clock';
import { startTestApp, type TestApp } from '../../../test/app';
import { deviceHeaders, latestCode, postJson, sessionHeaders } from '../../../test/flows';
import { WEEK } from './schedule';
import { sweepReminders } from './sweep';

/**
 * The reminder schedule before forced MFA (specification section 4, Force-MFA: "Forced two-factor
 * applies to users after weeks of reminders"), through the operator's command line, the API, the
 * sweep every server process runs, and the test clock.
 */
let t: TestApp;
let second: FastifyInstance;
beforeAll(async () => {
  t = await startTestApp();
  // A second server process on the same database: its sweep races the first one's.
  second = await t.withEnv({});
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

const SUBJECT = 'Two-step verification becomes mandatory on';

/** Runs `npm run cli -- mfa-reminders COMMAND` at the test clock's time, with what it prints. */
async function cli(command: string, options: ReminderOptions = {}) {
  const out: string[] = [];
  const err: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((line: string) => void out.push(line));
  vi.spyOn(console, 'error').mockImplementation((line: string) => void err.push(line));
  const code = await mfaRemindersCommand(t.database.db, command, options, t.clock.now());
  vi.restoreAllMocks();
  return { code, out, err };
}

const idOf = async (email: string) => (await t.database.db.selectFrom('user_emails').select('user_id').where('email', '=', email).executeTakeFirstOrThrow()).user_id;
const scheduleRow = (userId: number) => t.database.db.selectFrom('mfa_reminders').selectAll().where('user_id', '=', userId).executeTakeFirst();
const forcedFlag = async (userId: number) => (await t.database.db.selectFrom('users').select('mfa_forced').where('id', '=', userId).executeTakeFirstOrThrow()).mfa_forced;

/** The reminder e-mails an address received, newest first. */
async function reminders(to: string): Promise<{ subject: string; text: string }[]> {
  const response = await t.app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(to)}` });
  return (response.json().data as { subject: string; text: string }[]).filter((m) => m.subject.startsWith(SUBJECT));
}

async function signInPlain(username: string) {
  const response = await postJson(t.app, '/api/token', { username, password: DEMO_PASSWORD });
  expect(response.statusCode).toBe(200);
  return sessionHeaders(response.json().access_token);
}

const status = async (headers: Record<string, string>) => (await t.app.inject({ url: '/api/mfa/status', headers })).json();
async function attention(headers: Record<string, string>) {
  const response = await t.app.inject({ url: '/api/user/attention', headers });
  expect(response.statusCode).toBe(200);
  return response.json().items as { kind: string; mandatory_on?: string }[];
}
const dismiss = (headers: Record<string, string>) => t.app.inject({ method: 'POST', url: '/api/mfa/reminder/dismiss', headers });

/** Both processes sweep at once. */
const sweepTwice = () => Promise.all([t.app.mfaReminders.sweep(), second.mfaReminders.sweep()]);

describe('starting the schedule (npm run cli -- mfa-reminders start)', () => {
  it('refuses bad input and changes nothing', async () => {
    const nora = await idOf('nomfa@example.com');
    expect(await cli('start', { weeks: '3', accounts: `${nora},999999` })).toEqual({ code: 1, out: [], err: ['No account with id 999999; nothing was changed.'] });
    expect((await cli('start', { weeks: '0', accounts: String(nora) })).err).toEqual(['--weeks must be a whole number from 1 to 52']);
    expect((await cli('start', { weeks: 'three', accounts: String(nora) })).err).toEqual(['--weeks must be a whole number from 1 to 52']);
    expect((await cli('start', { weeks: '3', platform: 'nowhere' })).err).toEqual(['Unknown platform "nowhere" (the platforms: mymonizze, clientarea, fridom)']);
    expect((await cli('start', { weeks: '3', accounts: '/nonexistent/ids.txt' })).err).toEqual(['Cannot read /nonexistent/ids.txt: no such file']);
    expect((await cli('start', { weeks: '3', accounts: String(nora), platform: 'fridom' })).code).toBe(1);
    expect((await cli('start', { accounts: String(nora) })).code).toBe(1);
    expect((await cli('status')).out).toEqual(['0 account(s) on the MFA reminder schedule']);
  });

  it('puts accounts on it by id, skipping those already set up or already forced; the API then shows the reminder', async () => {
    const [nora, forced, setUp] = await Promise.all([idOf('nomfa@example.com'), idOf('forced@example.com'), idOf('devices.stepup@example.com')]);
    const startDay = new Date(t.clock.now()).toISOString().slice(0, 10);
    const started = await cli('start', { weeks: '3', accounts: `${nora}, ${forced},${setUp}` });
    const mandatoryOn = new Date(t.clock.now() + 3 * WEEK).toISOString();
    expect(started).toEqual({
      code: 0,
      out: [
        `1 account(s) put on the MFA reminder schedule: an e-mail each week for 3 week(s), starting within minutes; two-step verification becomes mandatory on ${mandatoryOn.slice(0, 10)} at the next sign-in.`,
        `Skipped, two-step verification already set up: ${setUp}`,
        `Skipped, two-step verification already mandatory: ${forced}`,
      ],
      err: [],
    });
    // Starting again keeps the schedule as it was.
    t.clock.advance(MINUTE);
    expect((await cli('start', { weeks: '5', accounts: String(nora) })).out[1]).toBe(`Already on the schedule (kept as it was): ${nora}`);
    expect((await cli('status')).out).toEqual([
      '1 account(s) on the MFA reminder schedule',
      'account\tstarted\tweeks\treminders sent\tlast reminder\tmandatory on\tbanner dismissed until',
      `${nora}\t${startDay}\t3\t0\t-\t${mandatoryOn.slice(0, 10)}\t-`,
    ]);

    const headers = await signInPlain('nomfa@example.com');
    expect(await status(headers)).toMatchObject({ setup: null, reminder: { mandatory_on: mandatoryOn, audience: 'default', missing: ['email', 'sms'] } });
    // The banner says what "no second factor" would.
    expect(await attention(headers)).toEqual([{ kind: 'mfa_reminder', mandatory_on: mandatoryOn }]);
    // Another account sees none of it.
    expect((await status(await signInPlain('notice@example.com'))).reminder).toBeNull();

    expect((await cli('stop', { accounts: String(nora) })).out).toEqual(['1 account(s) taken off the MFA reminder schedule; accounts already made mandatory stay so.']);
    expect(await status(headers)).toMatchObject({ setup: null, reminder: null });
    expect(await attention(headers)).toEqual([{ kind: 'mfa_missing' }]);
  });

  it('puts a platform’s accounts on it, and a file of ids names its bad line', async () => {
    const onFridom = await t.database.db.selectFrom('users').select('id').where('fridom_user_id', 'is not', null).execute();
    const started = await cli('start', { weeks: '2', platform: 'fridom' });
    expect(started.code).toBe(0);
    const scheduled = await t.database.db.selectFrom('mfa_reminders').select('user_id').execute();
    expect(scheduled.length).toBeGreaterThan(0);
    expect(onFridom.map((r) => r.id)).toEqual(expect.arrayContaining(scheduled.map((r) => r.user_id)));
    expect(started.out[0]).toMatch(new RegExp(`^${scheduled.length} account\\(s\\) put on`));
    expect((await cli('stop', { all: true })).out[0]).toBe(`${scheduled.length} account(s) taken off the MFA reminder schedule; accounts already made mandatory stay so.`);

    const { writeFile, mkdtemp } = await import('node:fs/promises');
    const file = `${await mkdtemp('/tmp/reminders-')}/ids.txt`;
    await writeFile(file, '# the pilot group\n12\n13, x14\n');
    expect((await cli('start', { weeks: '2', accounts: file })).err).toEqual([`${file}, line 3: "x14" is not an account id`]);
    expect((await cli('status')).out[0]).toBe('0 account(s) on the MFA reminder schedule');
  });
});

describe('the weekly reminders', () => {
  it('go once a week, one per week even with two processes sweeping at once, then the set-up is forced at the next sign-in', async () => {
    const nora = await idOf('nomfa@example.com');
    const start = t.clock.now();
    expect((await cli('start', { weeks: '3', accounts: String(nora) })).code).toBe(0);

    // The first reminder at once.
    await sweepTwice();
    const [first, ...none] = await reminders('nomfa@example.com');
    expect(none).toEqual([]);
    const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Europe/Brussels' }).format(start + 3 * WEEK);
    expect(first?.subject).toBe(`${SUBJECT} ${day}`);
    expect(first?.text).toContain('http://localhost:8080/setup-mfa');
    await sweepTwice();
    expect(await reminders('nomfa@example.com')).toHaveLength(1);

    // Not a minute before the week is over.
    t.clock.advance(WEEK - MINUTE);
    await sweepTwice();
    expect(await reminders('nomfa@example.com')).toHaveLength(1);
    t.clock.advance(MINUTE);
    const [a, b] = await sweepTwice();
    expect(a.reminded + b.reminded).toBe(1);
    expect(await reminders('nomfa@example.com')).toHaveLength(2);
    expect(await scheduleRow(nora)).toMatchObject({ reminders_sent: 2, last_reminded_at: t.clock.now() });

    t.clock.advance(WEEK);
    await sweepTwice();
    await sweepTwice();
    expect(await reminders('nomfa@example.com')).toHaveLength(3);
    expect(await forcedFlag(nora)).toBe(0);

    // Three weeks after the start: no fourth e-mail, the set-up is mandatory and the schedule over.
    t.clock.advance(WEEK);
    const [c, d] = await sweepTwice();
    expect(c.forced + d.forced).toBe(1);
    expect(await reminders('nomfa@example.com')).toHaveLength(3);
    expect(await forcedFlag(nora)).toBe(1);
    expect(await scheduleRow(nora)).toBeUndefined();
    const headers = await signInPlain('nomfa@example.com');
    expect(await status(headers)).toMatchObject({ setup: { audience: 'default', skippable: false, missing: ['email', 'sms'] }, reminder: null });
    await t.database.db.updateTable('users').set({ mfa_forced: 0 }).where('id', '=', nora).execute();
  });

  it('after a stopped server: one e-mail for the missed weeks, and no late reminder once the day has come', async () => {
    const ivo = await idOf('notice@example.com');
    expect((await cli('start', { weeks: '4', accounts: String(ivo) })).code).toBe(0);
    t.clock.advance(2 * WEEK + MINUTE);
    await sweepTwice();
    await sweepTwice();
    expect(await reminders('notice@example.com')).toHaveLength(1);
    expect(await scheduleRow(ivo)).toMatchObject({ reminders_sent: 3 });

    t.clock.advance(3 * WEEK);
    expect(await sweepTwice()).toEqual([expect.objectContaining({ reminded: 0 }), expect.objectContaining({ reminded: 0 })]);
    expect(await reminders('notice@example.com')).toHaveLength(1);
    expect(await forcedFlag(ivo)).toBe(1);
    await t.database.db.updateTable('users').set({ mfa_forced: 0 }).where('id', '=', ivo).execute();
  });

  it('give an e-mail that could not be sent back to the next sweep', async () => {
    const lotte = await idOf('lost.session@example.com');
    expect((await cli('start', { weeks: '2', accounts: String(lotte) })).code).toBe(0);
    const broken = { send: () => Promise.reject(new Error('SMTP down')), close: async () => undefined };
    expect(await sweepReminders({ ...t, db: t.database.db, delivery: broken })).toMatchObject({ reminded: 0, failed: 1 });
    expect(await scheduleRow(lotte)).toMatchObject({ reminders_sent: 0, last_reminded_at: null });
    expect(await t.app.mfaReminders.sweep()).toMatchObject({ reminded: 1, failed: 0 });
    expect(await reminders('lost.session@example.com')).toHaveLength(1);
    await cli('stop', { all: true });
  });
});

describe('the dashboard banner', () => {
  it('is dismissed until the next weekly reminder', async () => {
    const umberto = await idOf('unknown.path@example.com');
    const headers = await signInPlain('unknown.path@example.com');
    expect((await dismiss(headers)).json()).toMatchObject({ code: 'not_found' });
    expect((await dismiss(deviceHeaders())).statusCode).toBe(401);

    expect((await cli('start', { weeks: '3', accounts: String(umberto) })).code).toBe(0);
    const start = t.clock.now();
    expect((await attention(headers)).map((i) => i.kind)).toEqual(['mfa_reminder']);
    t.clock.advance(2 * 24 * 60 * MINUTE);
    expect((await dismiss(headers)).statusCode).toBe(204);
    expect(await attention(headers)).toEqual([]);
    // The set-up screen still knows the date.
    expect((await status(headers)).reminder).toMatchObject({ mandatory_on: new Date(start + 3 * WEEK).toISOString() });
    expect(await scheduleRow(umberto)).toMatchObject({ dismissed_until: start + WEEK });

    t.clock.advance(start + WEEK - MINUTE - t.clock.now());
    expect(await attention(headers)).toEqual([]);
    t.clock.advance(MINUTE);
    expect((await attention(headers)).map((i) => i.kind)).toEqual(['mfa_reminder']);

    // Dismissed in the last week, it stays hidden until the set-up is mandatory.
    t.clock.advance(WEEK + MINUTE);
    expect((await dismiss(await signInPlain('unknown.path@example.com'))).statusCode).toBe(204);
    expect(await scheduleRow(umberto)).toMatchObject({ dismissed_until: start + 3 * WEEK });
    await cli('stop', { all: true });
  });
});

describe('setting up two-step verification meanwhile', () => {
  it('takes the account off the schedule: no banner, no more e-mails, no forcing', async () => {
    const hanne = await idOf('handover@example.com');
    expect((await cli('start', { weeks: '2', accounts: String(hanne) })).code).toBe(0);
    await t.app.mfaReminders.sweep();
    expect(await reminders('handover@example.com')).toHaveLength(1);
    const headers = await signInPlain('handover@example.com');

    // The phone first: still on the schedule, the e-mail address is missing.
    const phone = (await t.app.inject({ url: '/api/mfa/-2/activate?target=%2B32470199880', headers })).json();
    await postJson(t.app, '/api/mfa/activate', { payload: phone.payload, code: await latestCode(t.app, '+32470199880') }, headers);
    expect((await status(headers)).reminder).toMatchObject({ missing: ['email'] });
    expect(await scheduleRow(hanne)).toBeDefined();

    const email = (await t.app.inject({ url: '/api/mfa/-1/activate?target=handover@example.com', headers })).json();
    const confirmed = await postJson(t.app, '/api/mfa/activate', { payload: email.payload, code: await latestCode(t.app, 'handover@example.com') }, headers);
    expect(confirmed.statusCode).toBe(200);
    expect((await status(headers)).reminder).toBeNull();
    expect(await attention(headers)).toEqual([]);
    expect(await scheduleRow(hanne)).toBeUndefined();

    t.clock.advance(3 * WEEK);
    await sweepTwice();
    expect(await reminders('handover@example.com')).toHaveLength(1);
    expect(await forcedFlag(hanne)).toBe(0);
  });

  it('by other means (methods that arrived with a merge) is noticed by the next sweep', async () => {
    const rik = await idOf('revokes.app@example.com');
    expect((await cli('start', { weeks: '2', accounts: String(rik) })).code).toBe(0);
    const now = t.clock.now();
    await t.database.db
      .insertInto('mfa_methods')
      .values([
        { user_id: rik, method: 'email', target: 'revokes.app@example.com', is_primary: 1, created_at: now, secret_enc: null, last_used_step: null },
        { user_id: rik, method: 'sms', target: '+32470199881', is_primary: 0, created_at: now, secret_enc: null, last_used_step: null },
      ])
      .execute();
    expect(await t.app.mfaReminders.sweep()).toMatchObject({ reminded: 0, left: 1 });
    expect(await scheduleRow(rik)).toBeUndefined();
    expect(await reminders('revokes.app@example.com')).toEqual([]);
  });
});
