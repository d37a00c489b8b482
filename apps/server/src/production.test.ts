import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/database';
import { DEMO_PASSWORD, seedDemoData } from './demo/seed';
import { findRepoRoot } from './config/paths';
import { startSmsReceiver, startSmtpReceiver, verifiesSignature } from './test/message-receivers';
import { createPostgresDatabase } from './test/database';
import { freePort, isRunning, waitFor } from './test/processes';

const root = findRepoRoot();
const mainJs = join(root, 'apps/server/dist/main.js');
const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
// Production needs PostgreSQL and Redis: it runs in the PostgreSQL pass, on the build the SQLite pass made.
const skipReason = !databaseUrl || !redisUrl ? 'it runs in the PostgreSQL pass (TEST_DATABASE_URL and TEST_REDIS_URL set)' : null;
if (skipReason) console.log(`Skipping the production-shaped run: ${skipReason}`);
const STARTUP_MS = 60_000;

/**
 * The portal as an operator runs it (issue 36): the built server, NODE_ENV=production behind a TLS
 * proxy (TRUST_PROXY=1, an https PUBLIC_URL), PostgreSQL and Redis, `--workers 2`, migrations by
 * the CLI, real SMTP to a local SMTP server and text messages to a local webhook receiver that
 * checks their signature. A person signs in with an SMS code (the provider fails the first
 * attempt: the queue retries it, signed again under the same message id), the new-device notice
 * arrives by e-mail, a server process is
 * stopped mid-run and replaced while no request of the run fails, and one scrape of the metrics
 * port counts both processes.
 */
describe.skipIf(skipReason !== null)('production-shaped run', () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  const [firstDevice, secondDevice] = [randomUUID(), randomUUID()];
  const appSecret = `production-test-secret-${randomUUID()}`;
  const smsSecret = `sms-webhook-secret-${randomUUID()}`;
  let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
  let sms: Awaited<ReturnType<typeof startSmsReceiver>>;
  let server: ChildProcess;
  let output = '';
  let port: number;
  let metricsPort: number;
  let env: Record<string, string>;

  beforeAll(async () => {
    if (!existsSync(mainJs)) throw new Error(`${mainJs} is missing: npm run build first (the PostgreSQL pass reuses the SQLite pass's build)`);
    database = await createPostgresDatabase();
    [smtp, sms, port, metricsPort] = await Promise.all([startSmtpReceiver(), startSmsReceiver(), freePort(), freePort()]);
    // The provider is down for the first attempt: the queue retries it.
    sms.answer((nth) => (nth === 1 ? 503 : 204));
    env = {
      NODE_ENV: 'production',
      PORT: String(port),
      PUBLIC_URL: 'https://account.portal.test',
      TRUST_PROXY: '1',
      APP_SECRET: appSecret,
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl!,
      REDIS_KEY_PREFIX: `${database.name}:`,
      SMTP_URL: smtp.url,
      SMS_WEBHOOK_URL: sms.url,
      SMS_WEBHOOK_SECRET: smsSecret,
      METRICS_PORT: String(metricsPort),
      MIGRATE_ON_START: 'false',
      LOG_LEVEL: 'warn',
    };
    // Upgrades go through the CLI; the servers refuse a database that lacks a migration.
    await promisify(execFile)(process.execPath, [join(root, 'apps/server/dist/cli.js'), 'migrate'], { env: { ...process.env, ...env } });
    // Production never seeds demo data: the test puts the demo accounts in, as an import would.
    const seeding = openDatabase({ dialect: 'postgres', url: database.url });
    await seedDemoData(seeding, { appSecret });
    await seeding.db.destroy();

    server = spawn(process.execPath, [mainJs, '--workers', '2'], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const ready = async () => workerPids().length === 2 && (await get('/api/health/ready')).status === 200;
    expect(await waitFor(ready, STARTUP_MS, 200), output).toBe(true);
  }, STARTUP_MS + 30_000);

  afterAll(async () => {
    server?.kill('SIGKILL');
    await Promise.all([smtp?.close(), sms?.close()]);
    await database?.drop();
  });

  const workerPids = () => {
    try {
      return execFileSync('pgrep', ['-P', String(server.pid), '-f', 'main\\.js'], { encoding: 'utf8' }).split('\n').filter(Boolean);
    } catch {
      return [];
    }
  };
  const headers = (token?: string, deviceId: string = firstDevice) => ({
    accept: 'application/json',
    'content-type': 'application/json',
    'x-device-id': deviceId,
    // What the TLS proxy in front adds.
    'x-forwarded-proto': 'https',
    'x-forwarded-for': '198.51.100.7',
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  });
  const post = (path: string, body: unknown, deviceId?: string) =>
    fetch(`http://127.0.0.1:${port}${path}`, { method: 'POST', headers: headers(undefined, deviceId), body: JSON.stringify(body) });
  const get = (path: string, token?: string) => fetch(`http://127.0.0.1:${port}${path}`, { headers: headers(token) }).catch(() => new Response(null, { status: 599 }));

  /** Password, then the code the SMS webhook received (the `nth` text message of the run); answers the session token. */
  async function signInBySms(deviceId: string, nth: number): Promise<string> {
    const password = await post('/api/token', { username: '+32470123456', password: DEMO_PASSWORD }, deviceId);
    expect(password.status).toBe(401);
    const { payload, methods } = (await password.json()).mfa as { payload: string; methods: { id: number; method: string }[] };
    const smsMethod = methods.find((m) => m.method === 'sms');
    expect(smsMethod, JSON.stringify(methods)).toBeDefined();
    expect((await post('/api/token/mfa/send', { payload, mfaId: smsMethod!.id }, deviceId)).status).toBe(200);
    const received = await sms.waitFor('+32470123456', nth, 30_000);
    expect(received, output).toHaveLength(nth);
    const code = received.at(-1)?.json.text.match(/\b\d{8}\b/)?.[0];
    expect(code, received.at(-1)?.json.text).toBeDefined();
    const confirmed = await post('/api/token/mfa/confirm', { payload, code }, deviceId);
    expect(confirmed.status, await confirmed.clone().text()).toBe(200);
    return ((await confirmed.json()) as { access_token: string }).access_token;
  }

  let token: string;

  it('reports itself ready with Redis, and its answers carry the production headers', async () => {
    const ready = await get('/api/health/ready');
    expect(await ready.json()).toEqual({ status: 'ok', database: 'ok', redis: 'ok' });
    const page = await get('/login/email');
    expect(page.headers.get('strict-transport-security')).toMatch(/max-age=/);
    expect(page.headers.get('x-request-id')).toBeTruthy();
    // Never on the public listener, and no dev outbox in production.
    expect((await get('/metrics')).status).toBe(404);
    expect((await get('/api/dev/outbox')).status).toBe(404);
  });

  it('signs a person in with a code sent by SMS through a provider that failed once, and e-mails the notice of a second device', async () => {
    // Attempt 1 is answered 503; attempt 2, the retry, carries the same message id, both signed.
    token = await signInBySms(firstDevice, 2);
    const [failed, retried] = sms.received;
    expect([failed, retried].every((request) => request !== undefined && verifiesSignature(smsSecret, request))).toBe(true);
    expect(retried?.headers['x-portal-message-id']).toBe(failed?.headers['x-portal-message-id']);
    expect((await get('/api/user', token)).status).toBe(200);

    // The account's first sign-in from another device is announced by e-mail.
    await signInBySms(secondDevice, 3);
    const [notice] = await smtp.waitFor('demo@example.com', 1, 30_000);
    expect(notice, output).toBeDefined();
    expect(notice?.header('From')).toMatch(/^"?Account portal"? <no-reply@account\.portal\.test>$/);
    expect(notice?.header('Subject')).toBeTruthy();
    // The address the proxy forwarded (TRUST_PROXY=1), in the notice's text.
    expect(notice?.body).toContain('198.51.100.7');
  }, 90_000);

  const scrape = async () => {
    const answer = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(answer.status).toBe(200);
    return answer.text();
  };
  const signInsSoFar = (text: string) => Number(/^portal_sign_ins_total\{step="second_factor",outcome="success"\} (\d+)$/m.exec(text)?.[1]);

  it('gives both processes figures in one scrape of the metrics port', async () => {
    // The e-mail's count follows its handover to the SMTP server by a database write: wait for it.
    let text = '';
    const counted = async () => /^portal_messages_total\{channel="email",outcome="sent"\} [1-9]/m.test((text = await scrape()));
    expect(await waitFor(counted, 5_000), text).toBe(true);
    expect(text).toMatch(/^portal_messages_total\{channel="sms",outcome="sent"\} [1-9]/m);
    expect(text).toMatch(/^portal_messages_total\{channel="email",outcome="sent"\} [1-9]/m);
    expect(text).toMatch(/^portal_messages_total\{channel="sms",outcome="failed"\} [1-9]/m);
    expect(text).toMatch(/^portal_sign_ins_total\{step="second_factor",outcome="success"\} [2-9]/m);
    expect(text).toMatch(/^portal_cluster_workers\{state="answered"\} 2$/m);
    expect(text).toMatch(/^portal_http_request_duration_seconds_count\{method="GET",route="\/api\/user",status_code="200"\} [1-9]/m);
    expect(text).toMatch(/^portal_redis_up 1$/m);
  });

  it('replaces a server process stopped mid-run, and every request of the run is answered', async () => {
    const before = workerPids();
    const statuses: number[] = [];
    let running = true;
    // A new connection per request (no keep-alive), as a load balancer's health-checked pool would open.
    const once = () =>
      new Promise<number>((resolve) => {
        const req = httpRequest({ host: '127.0.0.1', port, path: '/api/user', agent: false, headers: headers(token) }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        });
        req.on('error', () => resolve(0));
        req.end();
      });
    const load = Promise.all(
      Array.from({ length: 6 }, async () => {
        while (running) statuses.push(await once());
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    const [victim] = before;
    process.kill(Number(victim), 'SIGTERM');
    const replaced = async () => {
      const now = workerPids();
      return now.length === 2 && !now.includes(victim!) && (await get('/api/health/ready')).status === 200;
    };
    expect(await waitFor(replaced, STARTUP_MS, 200), output).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 500));
    running = false;
    await load;
    expect(isRunning(victim!)).toBe(false);
    // The stopped process's counts stay in the primary's sums (it was scraped before it stopped).
    expect(signInsSoFar(await scrape())).toBeGreaterThanOrEqual(2);
    expect(statuses.length).toBeGreaterThan(50);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    console.log(`Production run: ${statuses.length} requests while a server process was stopped and replaced, all 200`);
  }, STARTUP_MS + 30_000);

  it('stops every process on SIGTERM with exit code 0', async () => {
    const workers = workerPids();
    const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(workers.filter(isRunning)).toEqual([]);
  }, 30_000);
});
