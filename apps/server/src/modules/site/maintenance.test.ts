import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app';
import { deviceHeaders } from '../../test/flows';
import { partnerRequest } from '../../test/oauth';

let t: TestApp;
const webDist = mkdtempSync(join(tmpdir(), 'portal-web-'));
beforeAll(async () => {
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><html><head><!--runtime-config--></head><body></body></html>');
  writeFileSync(join(webDist, 'assets', 'index-abc123.js'), 'console.log("app")');
  writeFileSync(join(webDist, 'favicon-lu.ico'), 'lu icon');
  t = await startTestApp({ WEB_DIST_DIR: webDist, MAINTENANCE: '120' });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

const html = { accept: 'text/html,application/xhtml+xml' };
const expectMaintenance = (response: Awaited<ReturnType<FastifyInstance['inject']>>, retryAfter = '120') => {
  expect(response.statusCode).toBe(503);
  expect(response.headers['retry-after']).toBe(retryAfter);
  expect(response.json()).toMatchObject({ code: 'site.maintenance' });
};

describe('maintenance mode (MAINTENANCE)', () => {
  it('still answers the health and readiness checks', async () => {
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    const ready = await t.app.inject({ url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ database: 'ok' });
  });

  it('answers every API call 503 with Retry-After, sign-in first, before any other check', async () => {
    expectMaintenance(await t.app.inject({ method: 'POST', url: '/api/token', headers: deviceHeaders(), payload: { username: 'demo@example.com', password: 'Demo-Password-1!' } }));
    // Not even the device-id or same-origin checks come first: nothing runs.
    expectMaintenance(await t.app.inject({ method: 'POST', url: '/api/token', payload: {} }));
    expectMaintenance(await t.app.inject({ url: '/api/user', headers: html }));
    expectMaintenance(await t.app.inject({ url: '/api/config' }));
    expectMaintenance(await t.app.inject({ url: '/%61pi/user' }));
  });

  it('answers the OpenID provider 503 too: discovery, token, userinfo and an authorization by an app', async () => {
    expectMaintenance(await t.app.inject({ url: '/.well-known/openid-configuration' }));
    expectMaintenance(await t.app.inject({ method: 'POST', url: '/oauth/token', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'grant_type=client_credentials' }));
    expectMaintenance(await t.app.inject({ url: '/oauth/me' }));
    expectMaintenance(await t.app.inject({ url: partnerRequest().path, headers: { accept: 'application/json' } }));
  });

  it('answers every page, deep links and a browser sent by an app included, with the app, 503 and Retry-After, to any client', async () => {
    const pages = ['/', '/user/dashboard', '/login/email?redirect=%2Fprofile', '/no/such/page', '/%2e%2e/x'];
    for (const [url, accept] of [...pages.flatMap((page) => [[page, html.accept], [page, '*/*'], [page, undefined]]), [partnerRequest().path, html.accept]]) {
      const response = await t.app.inject({ url, headers: accept ? { accept } : {} });
      expect(response.statusCode, `${url} ${accept}`).toBe(503);
      expect(response.headers['retry-after'], `${url} ${accept}`).toBe('120');
      expect(response.headers['content-type'], `${url} ${accept}`).toBe('text/html; charset=utf-8');
      expect(response.body, `${url} ${accept}`).toContain('"maintenance":true');
    }
    const head = await t.app.inject({ method: 'HEAD', url: '/login/email' });
    expect(head.statusCode).toBe(503);
    expect(head.headers['retry-after']).toBe('120');
  });

  it('still serves the files the maintenance page needs, its favicon included', async () => {
    const asset = await t.app.inject({ url: '/assets/index-abc123.js', headers: { accept: '*/*' } });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toContain('console.log');
    const icon = await t.app.inject({ url: '/favicon.ico', headers: { host: 'lu.localhost' } });
    expect(icon.statusCode).toBe(200);
    expect(icon.body).toBe('lu icon');
  });

  it('keeps the 404 of an unknown API address or a missing file', async () => {
    for (const url of ['/api/nope', '/assets/missing.js']) expect((await t.app.inject({ url })).statusCode, url).toBe(404);
  });

  it('counts Retry-After down to an end time, and asks for a minute once it has passed', async () => {
    const until = new Date(t.clock.now() + 10 * 60_000).toISOString();
    const app = await t.withEnv({ MAINTENANCE: until });
    expectMaintenance(await app.inject({ url: '/api/user' }), '600');
    t.clock.advance(11 * 60_000);
    expectMaintenance(await app.inject({ url: '/api/user' }), '60');
  });

  it('leaves everything alone when off', async () => {
    const app = await t.withEnv({ MAINTENANCE: 'false' });
    expect((await app.inject({ url: '/api/config' })).json()).not.toHaveProperty('maintenance');
    expect((await app.inject({ url: '/user/dashboard', headers: html })).statusCode).toBe(200);
  });
});
