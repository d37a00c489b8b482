import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config/config';
import { openDatabase } from '../../db/database';
import { DEMO_PASSWORD } from '../../demo/seed';
import { startTestApp, type TestApp } from '../../test/app';
import { deviceHeaders, latestCode, postJson, sessionHeaders, signIn, startMfaLogin, stepUpByEmail } from '../../test/flows';
import { tokenRequest } from '../../test/oauth';
import { HOST, newAuthenticator, registerPasskey, steppedUp } from '../../test/passkey-flows';
import { listenForMetrics, processMetrics, timeQuery, type MetricsListener } from './index';

/**
 * The figures as Prometheus reads them: from the metrics listener, in its text format. The
 * instruments are the process's (vitest runs many files in one process), so each test compares
 * a scrape before with one after.
 */
let t: TestApp;
let listener: MetricsListener;
beforeAll(async () => {
  t = await startTestApp({ METRICS_PORT: '9464' });
  listener = await listenForMetrics({ port: 0, host: '127.0.0.1' }, processMetrics);
});
afterAll(async () => {
  await listener.close();
  await t.close();
});

const metricsUrl = () => `http://127.0.0.1:${listener.port}/metrics`;

type Sample = { name: string; labels: Record<string, string>; value: number };

async function scrape(): Promise<Sample[]> {
  const response = await fetch(metricsUrl());
  expect(response.status).toBe(200);
  return parse(await response.text());
}

function parse(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const [, name = '', labels = '', value = ''] = /^([\w:]+)(?:\{(.*)\})? (\S+)$/.exec(line) ?? [];
      return { name, labels: Object.fromEntries([...labels.matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, k, v]) => [k, v])), value: Number(value) };
    });
}

/** The sample of exactly these labels, 0 when absent (a counter not yet counted). */
function value(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels);
  const sample = samples.find((s) => s.name === name && Object.keys(s.labels).length === wanted.length && wanted.every(([k, v]) => s.labels[k] === v));
  return sample?.value ?? 0;
}

/** How much each sample moved while `act` ran. */
async function change(act: () => Promise<unknown>): Promise<(name: string, labels?: Record<string, string>) => number> {
  const before = await scrape();
  await act();
  const after = await scrape();
  return (name, labels) => value(after, name, labels) - value(before, name, labels);
}

describe('the metrics listener', () => {
  it('answers GET /metrics in the Prometheus text format, and 404 to anything else', async () => {
    const response = await fetch(metricsUrl());
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    const text = await response.text();
    expect(text).toContain('# HELP portal_sign_ins_total ');
    expect(text).toContain('# TYPE portal_http_request_duration_seconds histogram');
    // Node's own figures, event-loop lag among them.
    expect(text).toMatch(/^process_cpu_seconds_total \d/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
    for (const [method, path] of [['GET', '/'], ['GET', '/metrics/x'], ['GET', '/api/health'], ['POST', '/metrics']]) {
      expect((await fetch(`http://127.0.0.1:${listener.port}${path}`, { method })).status, `${method} ${path}`).toBe(404);
    }
  });

  it('is not on the public listener: /metrics there is a JSON 404, whatever the client accepts', async () => {
    for (const accept of ['text/html', '*/*', 'text/plain']) {
      const response = await t.app.inject({ method: 'GET', url: '/metrics', headers: { accept } });
      expect(response.statusCode, accept).toBe(404);
      expect(response.json()).toMatchObject({ code: 'not_found' });
    }
  });

  it('refuses to start on a port that is taken', async () => {
    await expect(listenForMetrics({ port: listener.port, host: '127.0.0.1' }, processMetrics)).rejects.toMatchObject({ code: 'EADDRINUSE' });
  });
});

describe('sign-ins', () => {
  it('counts a wrong password, then a right one, by outcome; the limiter counts both guesses allowed', async () => {
    const headers = deviceHeaders();
    const moved = await change(async () => {
      expect((await postJson(t.app, '/api/token', { username: 'nomfa@example.com', password: 'Wrong-Password-1!' }, headers)).statusCode).toBe(400);
      expect((await postJson(t.app, '/api/token', { username: 'nomfa@example.com', password: DEMO_PASSWORD }, headers)).statusCode).toBe(200);
    });
    expect(moved('portal_sign_ins_total', { step: 'password', outcome: 'wrong_password' })).toBe(1);
    expect(moved('portal_sign_ins_total', { step: 'password', outcome: 'success' })).toBe(1);
    expect(moved('portal_sign_ins_total', { step: 'password', outcome: 'second_factor' })).toBe(0);
    expect(moved('portal_limiter_verdicts_total', { limiter: 'sign_in', verdict: 'allowed' })).toBe(2);
  });

  it('counts the second factor asked, a wrong code and the sign-in it completes', async () => {
    const moved = await change(async () => {
      const { payload, methods, headers } = await startMfaLogin(t.app, 'demo@example.com');
      const email = methods.find((m) => m.method === 'email');
      await postJson(t.app, '/api/token/mfa/send', { payload, mfaId: email?.id }, headers);
      const code = await latestCode(t.app, 'demo@example.com');
      const wrong = code === '00000000' ? '11111111' : '00000000';
      expect((await postJson(t.app, '/api/token/mfa/confirm', { payload, code: wrong }, headers)).statusCode).toBe(400);
      expect((await postJson(t.app, '/api/token/mfa/confirm', { payload, code }, headers)).statusCode).toBe(200);
    });
    expect(moved('portal_sign_ins_total', { step: 'password', outcome: 'second_factor' })).toBe(1);
    expect(moved('portal_sign_ins_total', { step: 'second_factor', outcome: 'wrong_code' })).toBe(1);
    expect(moved('portal_sign_ins_total', { step: 'second_factor', outcome: 'success' })).toBe(1);
    expect(moved('portal_limiter_verdicts_total', { limiter: 'second_factor', verdict: 'allowed' })).toBe(2);
  });

  it('counts a passkey sign-in and a forged one', async () => {
    const authenticator = newAuthenticator();
    await registerPasskey(t.app, await steppedUp(t), authenticator);
    const headers = { ...deviceHeaders(), host: HOST };
    const attempt = async (tamper = {}) => {
      const options = (await postJson(t.app, '/api/token/passkey/options', undefined, headers)).json();
      return (await postJson(t.app, '/api/token/passkey', { response: authenticator.get(options, tamper) }, headers)).statusCode;
    };
    const moved = await change(async () => {
      expect(await attempt()).toBe(200);
      expect(await attempt({ userVerified: false })).toBe(400);
    });
    expect(moved('portal_sign_ins_total', { step: 'passkey', outcome: 'success' })).toBe(1);
    expect(moved('portal_sign_ins_total', { step: 'passkey', outcome: 'wrong_passkey' })).toBe(1);
  });

  it('counts a guess past the free ones without a captcha as captcha_required', async () => {
    const headers = deviceHeaders();
    const moved = await change(async () => {
      for (let i = 0; i < 4; i++) await postJson(t.app, '/api/token', { username: 'customer@example.com', password: 'Wrong-Password-1!' }, headers);
    });
    expect(moved('portal_sign_ins_total', { step: 'password', outcome: 'wrong_password' })).toBe(3);
    expect(moved('portal_sign_ins_total', { step: 'password', outcome: 'captcha_required' })).toBe(1);
    expect(moved('portal_limiter_verdicts_total', { limiter: 'sign_in', verdict: 'refused' })).toBe(1);
  });
});

describe('step-ups', () => {
  it('counts a change refused for want of one, the challenge and the grant', async () => {
    const headers = sessionHeaders(await signIn(t.app));
    const moved = await change(async () => {
      expect((await t.app.inject({ method: 'POST', url: '/api/mfa/regenerate-recovery', headers })).statusCode).toBe(403);
      expect((await stepUpByEmail(t.app, headers, 'demo@example.com')).statusCode).toBe(200);
    });
    expect(moved('portal_step_ups_total', { outcome: 'required' })).toBe(1);
    expect(moved('portal_step_ups_total', { outcome: 'challenged' })).toBe(1);
    expect(moved('portal_step_ups_total', { outcome: 'granted' })).toBe(1);
  });
});

describe('HTTP requests', () => {
  it('are labelled by route pattern and status, never by the address asked', async () => {
    const moved = await change(async () => {
      expect((await t.app.inject({ method: 'GET', url: '/api/clients/demo-partner/name' })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/assets/no-such-file.js' })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    });
    expect(moved('portal_http_request_duration_seconds_count', { method: 'GET', route: '/api/clients/:client_id/name', status_code: '200' })).toBe(1);
    expect(moved('portal_http_request_duration_seconds_count', { method: 'GET', route: 'unmatched', status_code: '404' })).toBe(1);
    expect(moved('portal_http_request_duration_seconds_bucket', { method: 'GET', route: '/api/health', status_code: '200', le: '+Inf' })).toBe(1);
    const text = await (await fetch(metricsUrl())).text();
    expect(text).not.toContain('demo-partner/name');
    expect(text).not.toContain('no-such-file');
  });

  it('label the OpenID provider by its endpoint, and count its grants by type and outcome', async () => {
    const machine = { clientId: 'demo-machine', secret: 'demo-machine-secret', redirectUri: '' };
    const moved = await change(async () => {
      expect((await tokenRequest(t.app, { grant_type: 'client_credentials', scope: 'balance' }, machine)).statusCode).toBe(200);
      expect((await tokenRequest(t.app, { grant_type: 'client_credentials', scope: 'openid' }, machine)).statusCode).toBe(400);
      expect((await tokenRequest(t.app, { grant_type: 'made-up', scope: 'balance' }, machine)).statusCode).toBe(400);
      expect((await t.app.inject({ method: 'GET', url: '/oauth/no-such-endpoint' })).statusCode).toBe(404);
    });
    expect(moved('portal_http_request_duration_seconds_count', { method: 'POST', route: '/oauth/token', status_code: '200' })).toBe(1);
    expect(moved('portal_http_request_duration_seconds_count', { method: 'POST', route: '/oauth/token', status_code: '400' })).toBe(2);
    expect(moved('portal_http_request_duration_seconds_count', { method: 'GET', route: '/oauth/*', status_code: '404' })).toBe(1);
    expect(moved('portal_oauth_grants_total', { grant_type: 'client_credentials', outcome: 'success' })).toBe(1);
    expect(moved('portal_oauth_grants_total', { grant_type: 'client_credentials', outcome: 'invalid_scope' })).toBe(1);
    expect(moved('portal_oauth_grants_total', { grant_type: 'other', outcome: 'unsupported_grant_type' })).toBe(1);
  });

  it('are not measured by an app without METRICS_PORT', async () => {
    const off = await t.withEnv({ METRICS_PORT: '' });
    const moved = await change(() => off.inject({ method: 'GET', url: '/api/clients/demo-partner/name' }));
    expect(moved('portal_http_request_duration_seconds_count', { method: 'GET', route: '/api/clients/:client_id/name', status_code: '200' })).toBe(0);
  });
});

describe('the database', () => {
  it('times each query by kind through Kysely’s log, never by its text', async () => {
    const database = openDatabase({ dialect: 'sqlite', file: ':memory:' }, { log: timeQuery });
    const db = database.db.withTables<{ probe: { id: number; note: string } }>();
    try {
      const moved = await change(async () => {
        await sql`create table probe (id integer primary key, note text)`.execute(db);
        await db.insertInto('probe').values({ id: 1, note: 'a' }).execute();
        await db.selectFrom('probe').selectAll().where('id', '=', 1).execute();
        await db.updateTable('probe').set({ note: 'b' }).where('id', '=', 1).execute();
        await db.deleteFrom('probe').where('id', '=', 1).execute();
      });
      for (const kind of ['insert', 'select', 'update', 'delete', 'other']) {
        expect(moved('portal_db_query_duration_seconds_count', { kind }), kind).toBe(1);
      }
      expect(await (await fetch(metricsUrl())).text()).not.toContain('probe');
    } finally {
      await database.db.destroy();
    }
  });

  it('reads the PostgreSQL pool at each scrape; SQLite has none to show', async () => {
    await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    const samples = await scrape();
    if (t.database.dialect === 'postgres') {
      expect(value(samples, 'portal_db_pool_connections')).toBeGreaterThanOrEqual(1);
      expect(samples.some((s) => s.name === 'portal_db_pool_waiting_requests')).toBe(true);
    } else {
      expect(samples.some((s) => s.name.startsWith('portal_db_pool_'))).toBe(false);
    }
  });
});

describe('Redis', () => {
  /** An app of its own on the test database, so that only its limiter is asked. */
  async function redisUp(redisUrl: string): Promise<number> {
    const app = await buildApp(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent', METRICS_PORT: '9464', REDIS_URL: redisUrl }), { database: t.database, clock: t.clock });
    try {
      await app.ready();
      return value(await scrape(), 'portal_redis_up');
    } finally {
      await app.close();
    }
  }

  it('is 0 while it does not answer', async () => {
    expect(await redisUp('redis://127.0.0.1:1')).toBe(0);
  });

  it.runIf(process.env.TEST_REDIS_URL)('is 1 while it answers', async () => {
    expect(await redisUp(process.env.TEST_REDIS_URL ?? '')).toBe(1);
  });
});
