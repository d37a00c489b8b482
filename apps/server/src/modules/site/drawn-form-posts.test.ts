import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/config';
import { loggerOptions } from '../../plugins/log-serializers';
import { registerSpa } from './spa';

// The drawn login form sent without the app (issue 33 item 9): what the server answers and logs.

const EMAIL = 'ada@example.com';
const PASSWORD = 'Secret-Pa55word';
const webDist = mkdtempSync(join(tmpdir(), 'portal-web-'));
const logged: string[] = [];
let app: FastifyInstance;

beforeAll(async () => {
  const stream = new Writable({ write: (line, _encoding, done) => void (logged.push(String(line)), done()) });
  // The server's own logger settings, at info: every request is logged.
  app = Fastify({ logger: { ...loggerOptions({ logLevel: 'info' }), stream } });
  await registerSpa(app, loadConfig({ NODE_ENV: 'test', WEB_DIST_DIR: webDist }));
});
afterAll(async () => {
  await app.close();
  rmSync(webDist, { recursive: true, force: true });
});

const sent = (url: string) =>
  app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' }, payload: new URLSearchParams({ email: EMAIL, password: PASSWORD }).toString() });

describe('the drawn login form, sent without the app', () => {
  it('brings the person back to the page, with its query but nothing of what was typed', async () => {
    const plain = await sent('/login/email');
    expect(plain.statusCode).toBe(303);
    expect(plain.headers.location).toBe('/login/email');
    const remembered = await sent('/login/email?redirect=%2Fuser%2Fprofile');
    expect(remembered.headers.location).toBe('/login/email?redirect=%2Fuser%2Fprofile');
    for (const response of [plain, remembered]) {
      expect(response.body).not.toContain(PASSWORD);
      expect(response.body).not.toContain('ada');
    }
  });

  it('leaves the e-mail and password out of the log, even from an address a browser remembers from before', async () => {
    logged.length = 0;
    await sent('/login/email');
    await app.inject({ url: `/login/email?${new URLSearchParams({ email: EMAIL, password: PASSWORD, redirect: '/user/profile' })}`, headers: { accept: 'text/html' } });
    const log = logged.join('');
    expect(log).toContain('"url":"/login/email?email=…&password=…&redirect=…"');
    expect(log).not.toContain('Secret');
    expect(log).not.toContain('ada');
  });
});
