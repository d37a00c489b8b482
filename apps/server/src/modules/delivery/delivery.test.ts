import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app';
import { createDelivery } from './delivery';
import { codeMessage } from './messages';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('the dev outbox', () => {
  it('keeps what is sent and lists it newest first, filtered by recipient', async () => {
    const delivery = createDelivery(t.config, t.database.db, t.clock, t.app.log);
    for (const [to, text] of [['a@example.com', 'first'], ['b@example.com', 'other'], ['a@example.com', 'second']] as const) {
      await delivery.send({ channel: 'email', to, subject: 'Hello', text });
      t.clock.advance(1_000);
    }
    const list = async (query: string) => (await t.app.inject({ url: `/api/dev/outbox${query}` })).json().data;
    const forA = await list('?to=A@example.com');
    expect(forA.map((m: { text: string }) => m.text)).toEqual(['second', 'first']);
    expect(forA[0]).toEqual({ id: expect.any(Number), channel: 'email', recipient: 'a@example.com', subject: 'Hello', text: 'second', created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    expect((await list('')).slice(0, 3).map((m: { text: string }) => m.text)).toEqual(['second', 'other', 'first']);
  });

  it('shows the latest messages on an HTML page with every value escaped', async () => {
    await t.database.db
      .insertInto('outbox')
      .values({ channel: 'email', recipient: 'evil@example.com', subject: '<script>alert(1)</script>', text: 'a & b', html: null, created_at: t.clock.now() })
      .execute();
    const response = await t.app.inject({ url: '/dev/outbox?to=evil@example.com' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(response.body).not.toContain('<script>alert');
    expect(response.body).toContain('a &amp; b');
    expect(response.body).toContain('value="evil@example.com"');
  });

  it('is off, with its routes gone, when real delivery is configured', async () => {
    const app = await t.withEnv({ SMTP_URL: 'smtp://127.0.0.1:2525', SMS_WEBHOOK_URL: 'http://127.0.0.1:9/sms', SMS_WEBHOOK_SECRET: 's'.repeat(32) });
    expect((await app.inject({ url: '/api/config' })).json().devOutbox).toBe(false);
    expect((await app.inject({ url: '/api/dev/outbox' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/dev/outbox', headers: { accept: 'text/html' } })).statusCode).toBe(404);
    // Messages are queued instead (queue.test.ts); the outbox app writes its table at once.
    expect(app.messageQueue).not.toBeNull();
    expect(t.app.messageQueue).toBeNull();
  });
});

describe('code messages', () => {
  const message = (language: string, channel: 'email' | 'sms' = 'email') => codeMessage({ channel, to: 'x', language, code: '12345678', validMinutes: 10, expiresAt: 1 });

  it.each([
    ['nl', 'Je verificatiecode', '10 minuten'],
    ['fr', 'Votre code de vérification', '10 minutes'],
    ['en', 'Your verification code', '10 minutes'],
    ['de_LU', 'Ihr Bestätigungscode', '10 Minuten'],
    ['xx', 'Your verification code', '10 minutes'],
  ])('are written in the account’s language (%s)', (language, subject, expiry) => {
    const { subject: actual, text, html } = message(language);
    expect(actual).toBe(subject);
    expect(text).toContain('12345678');
    expect(text).toContain(expiry);
    expect(html).toContain('<strong');
  });

  it('are short and plain for SMS', () => {
    const sms = message('fr', 'sms');
    expect(sms.text).toBe('Votre code de vérification est 12345678. Il expire dans 10 minutes.');
    expect(sms.html).toBeUndefined();
  });

  it('carry the code’s expiry, after which a queued one is never sent', () => {
    expect(message('en').expiresAt).toBe(1);
    expect(message('en', 'sms').expiresAt).toBe(1);
  });
});
