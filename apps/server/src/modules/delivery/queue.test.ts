import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { deliveriesCommand } from '../../cli/deliveries';
import { DAY, MINUTE, SECOND } from '../../lib/clock';
import { startTestApp, type TestApp } from '../../test/app';
import { deviceHeaders, postJson, startMfaLogin } from '../../test/flows';
import { startSmsReceiver, startSmtpReceiver, verifiesSignature, type SmsReceiver, type SmtpReceiver } from '../../test/message-receivers';
import { messagesDelivered } from '../metrics';
import { createDelivery, securityNoticeMessage, type Delivery, type OutgoingMessage } from './index';

/**
 * Durable delivery (issue 36 item 4): with SMTP and the SMS webhook configured, every message is
 * queued with its body sealed, and the worker of each server process sends it, signed for the
 * webhook, retried with back-off, never after its code expired. The receivers are a local SMTP
 * server and a local HTTP server.
 */
const SECRET = 'the-sms-webhook-key-of-these-tests-0123456789';
let t: TestApp;
let sms: SmsReceiver;
let smtp: SmtpReceiver;
let remote: FastifyInstance;
/** A second queue over the same database, as another server process would run, whose warnings are kept. */
let direct: Delivery;
const warnings: string[] = [];

beforeAll(async () => {
  t = await startTestApp();
  [sms, smtp] = await Promise.all([startSmsReceiver(), startSmtpReceiver()]);
  remote = await t.withEnv({ SMTP_URL: smtp.url, SMS_WEBHOOK_URL: sms.url, SMS_WEBHOOK_SECRET: SECRET });
  await remote.ready();
  const delivery = { kind: 'remote', smtpUrl: smtp.url, smtpFrom: '"Account portal" <no-reply@localhost>', smsWebhookUrl: sms.url, smsWebhookSecret: SECRET } as const;
  const log = { warn: (line: unknown) => void warnings.push(String(line)) } as unknown as FastifyBaseLogger;
  direct = createDelivery({ ...t.config, delivery }, t.database.db, t.clock, log);
});
afterAll(async () => {
  await direct.close();
  await t.close();
  await Promise.all([sms.close(), smtp.close()]);
});
afterEach(() => {
  sms.answer(() => 204);
  sms.releaseHung();
  smtp.refuse(false);
});

const db = () => t.database.db;
const queue = () => remote.messageQueue!;
const rows = () => db().selectFrom('message_queue').selectAll().orderBy('id').execute();
const newest = async () => (await rows()).at(-1)!;
const row = async (id: number) => db().selectFrom('message_queue').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** portal_messages_total of a channel and outcome so far (the registry is the process's). */
async function counted(channel: string, outcome: string): Promise<number> {
  const metric = await messagesDelivered.get();
  return metric.values.find((v) => v.labels.channel === channel && v.labels.outcome === outcome)?.value ?? 0;
}

/** Queues a message through the second queue; answers its row. */
async function enqueue(message: OutgoingMessage) {
  await direct.send(message);
  return newest();
}

/** Runs rounds on the test clock, moving it to each due attempt, until the message is finished or `until`. */
async function retryUntilFinished(id: number, options: { until?: number; timeoutMs?: number; round?: () => Promise<unknown> } = {}) {
  const times: number[] = [];
  for (let i = 0; i < 100; i++) {
    const due = (await row(id)).next_attempt_at;
    if (due === null || (options.until !== undefined && due > options.until)) break;
    t.clock.advance(Math.max(0, Number(due) - t.clock.now()));
    times.push(t.clock.now());
    await (options.round ?? (() => queue().round({ timeoutMs: options.timeoutMs })))();
  }
  return { row: await row(id), times };
}

describe('with the worker running', () => {
  it('an SMS sign-in code is sent signed at once (the request wakes the worker, not its timer a minute away), and signs in', async () => {
    const sentBefore = await counted('sms', 'sent');
    const { payload, methods, headers } = await startMfaLogin(remote, 'demo@example.com');
    const sent = await postJson(remote, '/api/token/mfa/send', { payload, mfaId: methods.find((m) => m.method === 'sms')?.id }, headers);
    expect(sent.statusCode).toBe(200);
    const [request] = await sms.waitFor('+32470123456', 1);
    if (!request) throw new Error('no SMS reached the webhook');
    const code = /\b\d{8}\b/.exec(request.json.text)?.[0];
    expect(code).toBeDefined();

    // Signed with the key of SMS_WEBHOOK_SECRET, and with no other.
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers['x-portal-signature']).toMatch(/^v1=[0-9a-f]{64}$/);
    expect(verifiesSignature(SECRET, request)).toBe(true);
    expect(verifiesSignature('another-key-of-at-least-32-characters!!', request)).toBe(false);
    expect(verifiesSignature(SECRET, { ...request, body: request.body.replace(code!, '00000000') })).toBe(false);

    const confirmed = await postJson(remote, '/api/token/mfa/confirm', { payload, code }, headers);
    expect(confirmed.statusCode).toBe(200);
    const message = (await rows()).find((r) => r.message_id === request.headers['x-portal-message-id']);
    await vi.waitFor(async () => expect((await row(message!.id)).state).toBe('sent'));
    // Finished: the body is gone, the metadata stays (the recipient masked).
    expect(await row(message!.id)).toMatchObject({ channel: 'sms', recipient: '+32 *** *** 456', body_sealed: null, attempts: 1, next_attempt_at: null, last_error: null, expires_at: expect.any(Number) });
    expect(await counted('sms', 'sent')).toBe(sentBefore + 1);
  });

  it('a password reset code reaches the SMTP server with a stable Message-ID, and works', async () => {
    const headers = deviceHeaders();
    const started = await postJson(remote, '/api/user/forgot-password', { email: 'nomfa@example.com' }, headers);
    expect(started.statusCode).toBe(200);
    const [mail] = await smtp.waitFor('nomfa@example.com', 1);
    if (!mail) throw new Error('no e-mail reached the SMTP server');
    expect(mail.header('Subject')).toBe('Your verification code');
    const code = /\b\d{8}\b/.exec(mail.body)?.[0];
    const message = (await rows()).find((r) => mail.header('Message-ID') === `<${r.message_id}@localhost>`);
    expect(message).toMatchObject({ channel: 'email', recipient: 'n***@example.com' });
    const confirmed = await postJson(remote, '/api/user/forgot-password/confirm', { payload: started.json().payload, code }, headers);
    expect(confirmed.statusCode).toBe(200);
  });
});

describe('the queue, round by round on the test clock', () => {
  // The tests run the rounds themselves: the background worker stays out of them.
  beforeAll(() => queue().stop());
  afterAll(() => queue().start());

  it('keeps the body sealed while queued (no address, code or link in the table) and clears it once sent', async () => {
    const resetUrl = 'https://account.example.be/reset-password#reset=SECRET-TOKEN-123';
    const queued = await enqueue({ channel: 'email', to: 'sealed@example.com', subject: 'Reset your password', text: `Open ${resetUrl}`, html: `<a href="${resetUrl}">Reset</a>`, expiresAt: t.clock.now() + 60 * MINUTE });
    expect(queued).toMatchObject({ channel: 'email', recipient: 's***@example.com', state: 'pending', attempts: 0, next_attempt_at: t.clock.now() });
    expect(queued.body_sealed).toMatch(/^v1\./);
    for (const secret of ['SECRET-TOKEN-123', 'sealed@example.com', 'Reset your password', 'reset-password']) expect(JSON.stringify(queued)).not.toContain(secret);
    // Bound to its message: copied onto another row it does not open, and that message is given up unsent.
    const other = await enqueue({ channel: 'email', to: 'other@example.com', subject: 'x', text: 'x' });
    await db().updateTable('message_queue').set({ body_sealed: queued.body_sealed }).where('id', '=', other.id).execute();

    await queue().round();
    expect(await row(queued.id)).toMatchObject({ state: 'sent', body_sealed: null, attempts: 1, finished_at: t.clock.now() });
    expect(await row(other.id)).toMatchObject({ state: 'given_up', body_sealed: null, last_error: expect.stringContaining('does not open') });
    const mails = smtp.received.filter((m) => m.to.includes('sealed@example.com'));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.raw).toContain('SECRET-TOKEN-123');
    expect(smtp.received.some((m) => m.to.includes('other@example.com'))).toBe(false);
  });

  it('an SMS webhook that hangs or answers 500 is retried after 10 s, then 20 s, under the same message id, until it answers 2xx', async () => {
    const [failedBefore, sentBefore] = [await counted('sms', 'failed'), await counted('sms', 'sent')];
    sms.answer((_nth, request) => {
      const tries = sms.of(String(request.headers['x-portal-message-id'])).length;
      return tries === 1 ? 'hang' : tries === 2 ? 500 : 204;
    });
    const queued = await enqueue({ channel: 'sms', to: '+32470111222', subject: '', text: 'A notice by SMS' });

    await queue().round({ timeoutMs: 200 });
    expect(await row(queued.id)).toMatchObject({ state: 'pending', attempts: 1, next_attempt_at: t.clock.now() + 10 * SECOND, last_error: 'SMS webhook: no answer within 200 ms' });
    t.clock.advance(9 * SECOND);
    await queue().round();
    expect(sms.of(queued.message_id)).toHaveLength(1);
    t.clock.advance(1 * SECOND);
    await queue().round();
    expect(await row(queued.id)).toMatchObject({ state: 'pending', attempts: 2, next_attempt_at: t.clock.now() + 20 * SECOND, last_error: 'SMS webhook answered 500' });
    expect((await row(queued.id)).body_sealed).toMatch(/^v1\./);
    t.clock.advance(20 * SECOND);
    await queue().round();

    expect(await row(queued.id)).toMatchObject({ state: 'sent', attempts: 3, body_sealed: null, next_attempt_at: null, finished_at: t.clock.now() });
    const requests = sms.of(queued.message_id);
    expect(requests).toHaveLength(3);
    for (const request of requests) {
      expect(request.json).toEqual({ to: '+32470111222', text: 'A notice by SMS' });
      expect(verifiesSignature(SECRET, request)).toBe(true);
    }
    expect(await counted('sms', 'failed')).toBe(failedBefore + 2);
    expect(await counted('sms', 'sent')).toBe(sentBefore + 1);
  });

  it('a security notice survives an SMTP outage of hours: retried up to an hour apart, sent once the server takes mail again', async () => {
    smtp.refuse(true);
    const notice = securityNoticeMessage({ to: 'outage@example.com', language: 'en', kind: 'password_changed' });
    const queued = await enqueue(notice);
    const { row: during, times } = await retryUntilFinished(queued.id, { until: queued.created_at + 6 * 60 * MINUTE });
    expect(during).toMatchObject({ state: 'pending', last_error: 'SMTP EMESSAGE 451' });
    const gaps = times.slice(1).map((at, i) => (at - times[i]!) / SECOND);
    expect(gaps.slice(0, 9)).toEqual([10, 20, 40, 80, 160, 320, 640, 1280, 2560]);
    expect(Math.max(...gaps)).toBe(3600);
    expect(smtp.received.filter((m) => m.to.includes('outage@example.com'))).toEqual([]);

    smtp.refuse(false);
    const { row: after } = await retryUntilFinished(queued.id);
    expect(after).toMatchObject({ state: 'sent', body_sealed: null, attempts: times.length + 1 });
    const [mail, ...more] = smtp.received.filter((m) => m.to.includes('outage@example.com'));
    expect(more).toEqual([]);
    expect(mail?.header('Subject')).toBe(notice.subject);
    expect(mail?.header('Message-ID')).toBe(`<${queued.message_id}@localhost>`);
  });

  it('a notice the provider never takes is given up a day after it was queued, with a warning line', async () => {
    const givenUpBefore = await counted('email', 'given_up');
    smtp.refuse(true);
    const queued = await enqueue(securityNoticeMessage({ to: 'never@example.com', language: 'en', kind: 'new_device' }));
    const { row: finished, times } = await retryUntilFinished(queued.id, { round: () => direct.queue!.round() });
    expect(finished).toMatchObject({ state: 'given_up', body_sealed: null, next_attempt_at: null, finished_at: queued.created_at + DAY, attempts: times.length });
    expect(times.at(-1)).toBe(queued.created_at + DAY);
    expect(await counted('email', 'given_up')).toBe(givenUpBefore + 1);
    expect(warnings).toContain(
      `Delivery: email message ${queued.message_id} to n***@example.com given up after ${times.length} attempt(s) (SMTP EMESSAGE 451); npm run cli -- deliveries list --state given-up`,
    );
  });

  it('never sends a code after its expiry: not when the workers were down past it, nor as a retry', async () => {
    const expiredBefore = await counted('sms', 'expired');
    const code = (to: string): OutgoingMessage => ({ channel: 'sms', to, subject: '', text: 'Your verification code is 12345678.', expiresAt: t.clock.now() + 10 * MINUTE });

    // Queued while no worker ran, found after the code's 10 minutes: dropped unsent.
    const late = await enqueue(code('+32470111333'));
    t.clock.advance(10 * MINUTE);
    await queue().round();
    expect(await row(late.id)).toMatchObject({ state: 'expired', body_sealed: null, attempts: 1, finished_at: t.clock.now() });
    expect(sms.of(late.message_id)).toEqual([]);

    // A webhook that keeps failing: retried at 10, 30, 70, 150 and 310 s; the next retry (630 s) would come after the 600 s expiry.
    sms.answer(() => 503);
    const failing = await enqueue(code('+32470111444'));
    const { row: finished, times } = await retryUntilFinished(failing.id);
    expect(times.map((at) => (at - failing.created_at) / SECOND)).toEqual([0, 10, 30, 70, 150, 310]);
    expect(finished).toMatchObject({ state: 'expired', body_sealed: null, attempts: 6, last_error: 'SMS webhook answered 503', finished_at: failing.created_at + 310 * SECOND });
    expect(sms.of(failing.message_id)).toHaveLength(6);
    expect(await counted('sms', 'expired')).toBe(expiredBefore + 2);
  });

  it('sends each message once while two server processes run rounds at once', async () => {
    const second = await t.withEnv({ SMTP_URL: smtp.url, SMS_WEBHOOK_URL: sms.url, SMS_WEBHOOK_SECRET: SECRET });
    await second.ready();
    await second.messageQueue!.stop();
    const queued = [];
    for (let i = 0; i < 12; i++) {
      queued.push(await enqueue({ channel: 'sms', to: `+3247022${String(i).padStart(4, '0')}`, subject: '', text: `Message ${i}` }));
      queued.push(await enqueue({ channel: 'email', to: `race${i}@example.com`, subject: `Message ${i}`, text: `Message ${i}` }));
    }
    const rounds = [remote, second, remote, second, remote, second].map((app) => app.messageQueue!.round());
    await Promise.all(rounds);

    for (const q of queued) expect(await row(q.id)).toMatchObject({ state: 'sent', attempts: 1, body_sealed: null });
    for (const q of queued.filter((m) => m.channel === 'sms')) expect(sms.of(q.message_id)).toHaveLength(1);
    for (const q of queued.filter((m) => m.channel === 'email')) expect(smtp.received.filter((m) => m.header('Message-ID') === `<${q.message_id}@localhost>`)).toHaveLength(1);
  });

  it('lists the newest messages for the CLI, by state, without their content', async () => {
    const out: string[] = [];
    const err: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((line: string) => void out.push(line));
    vi.spyOn(console, 'error').mockImplementation((line: string) => void err.push(line));
    try {
      expect(await deliveriesCommand(db(), 'list', { state: 'given-up' })).toBe(0);
      const line = out.find((l) => l.includes('n***@example.com'));
      const givenUp = (await rows()).find((r) => r.recipient === 'n***@example.com' && r.state === 'given_up')!;
      expect(line).toBe(
        `${givenUp.id}\temail\tn***@example.com\tqueued ${new Date(givenUp.created_at).toISOString()}\tgiven up ${new Date(givenUp.finished_at!).toISOString()}\tattempts ${givenUp.attempts}\tlast error: SMTP EMESSAGE 451`,
      );
      expect(out.every((l) => l.includes('\tgiven up '))).toBe(true);
      out.length = 0;
      expect(await deliveriesCommand(db(), 'list', { state: 'expired' })).toBe(0);
      expect(out.some((l) => l.includes('+32 *** *** 444') && l.includes('\texpires ') && l.includes('\texpired '))).toBe(true);
      expect(out.join('\n')).not.toContain('12345678');
      expect(await deliveriesCommand(db(), 'list', { state: 'lost' })).toBe(1);
      expect(err).toEqual(['Usage: npm run cli -- deliveries list [--state pending|sent|expired|given-up]']);
    } finally {
      vi.restoreAllMocks();
    }
  });
});
