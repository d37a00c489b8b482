import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { defaultSiteLinks } from '@portal/contract/site-links';
import { defaultLegalLinks } from '@portal/contract/legal-documents';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app';

let t: TestApp;
const webDist = mkdtempSync(join(tmpdir(), 'portal-web-'));
beforeAll(async () => {
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><html><head><!--runtime-config--></head><body><div id="root"></div></body></html>');
  writeFileSync(join(webDist, 'assets', 'index-abc123.js'), 'console.log("app")');
  // As the build's precompress step leaves them beside each asset.
  writeFileSync(join(webDist, 'assets', 'index-abc123.js.br'), brotliCompressSync('console.log("app")'));
  writeFileSync(join(webDist, 'assets', 'index-abc123.js.gz'), gzipSync('console.log("app")'));
  writeFileSync(join(webDist, 'favicon-be.svg'), '<svg/>');
  t = await startTestApp({ WEB_DIST_DIR: webDist });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

const page = (url: string, host = 'localhost') => t.app.inject({ method: 'GET', url, headers: { host, accept: 'text/html,application/xhtml+xml' } });
const runtimeConfig = (html: string) => JSON.parse(html.match(/<script type="application\/json" id="runtime-config">(.*?)<\/script>/)?.[1] ?? 'null');

describe('GET /api/config and GET /api/health', () => {
  it('answers the health check', async () => {
    expect((await t.app.inject({ url: '/api/health' })).json()).toEqual({ status: 'ok' });
  });

  it('chooses the variant by host', async () => {
    const config = async (host: string) => (await t.app.inject({ url: '/api/config', headers: { host } })).json();
    expect(await config('account.example.be')).toMatchObject({ variant: 'be', cookiePrefix: '', devOutbox: true, links: defaultSiteLinks.be });
    expect(await config('account.example.lu:8080')).toMatchObject({ variant: 'lu' });
    expect(await config('lu.localhost:8080')).toMatchObject({ variant: 'lu', links: defaultSiteLinks.lu, legal: defaultLegalLinks.lu });
    expect((await config('account.example.be')).legal).toEqual(defaultLegalLinks.be);
  });
});

describe('the single-page app', () => {
  it('gets index.html for any page address, with the runtime config of its host injected and no caching', async () => {
    const be = await page('/login/email', 'account.example.be');
    expect(be.statusCode).toBe(200);
    expect(be.headers['cache-control']).toBe('no-cache');
    expect(be.headers['content-type']).toContain('text/html');
    expect(runtimeConfig(be.body)).toMatchObject({ variant: 'be', cookiePrefix: '', devOutbox: true, links: defaultSiteLinks.be });
    expect(runtimeConfig((await page('/user/dashboard', 'account.example.lu')).body).variant).toBe('lu');
  });

  it('serves hashed assets with a year-long immutable cache, other files revalidated', async () => {
    const asset = await t.app.inject({ url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.app.inject({ url: '/favicon-be.svg' })).headers['cache-control']).toBe('no-cache');
  });

  it("sends the build's brotli or gzip copy as the client accepts, else the plain file", async () => {
    const asset = (encoding: string) => t.app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': encoding } });
    const br = await asset('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('console.log("app")');
    const gz = await asset('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe('console.log("app")');
    const plain = await asset('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("app")');
  });

  it('gets the app for unknown and oddly encoded page addresses, which it sends home itself', async () => {
    for (const url of ['/no/such/page', '/%2e%2e/x', '/a%00b', '/%2e%2e%2f%2e%2e%2fetc%2fpasswd', '/..%2f..%2fpackage.json']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(runtimeConfig(response.body), url).toMatchObject({ variant: 'be' });
    }
    // A malformed escape is no address at all: a clear 400, never a 500.
    expect((await page('/%E0%A4%A')).json()).toEqual({ code: 'validation.invalid', message: 'The information you provided is invalid' });
  });

  it('never serves index.html raw', async () => {
    const raw = await page('/index.html');
    expect(raw.body).not.toContain('<!--runtime-config-->');
  });

  it('redirects / to the dashboard, so it works without JavaScript', async () => {
    const response = await page('/');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/user/dashboard');
  });

  it('answers unknown /api routes with a JSON 404, even when HTML is accepted', async () => {
    for (const url of ['/api/nope', '/api/user/nope']) {
      const response = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'not_found', message: 'Not found.' });
    }
    const post = await t.app.inject({ method: 'POST', url: '/api/nope', headers: { 'x-device-id': crypto.randomUUID() } });
    expect(post.statusCode).toBe(404);
  });

  it('answers a missing asset with 404, not with the app', async () => {
    const response = await t.app.inject({ url: '/assets/missing.js', headers: { accept: '*/*' } });
    expect(response.statusCode).toBe(404);
  });

  it('sends security headers with a CSP that allows the app’s own scripts only', async () => {
    const csp = String((await page('/login')).headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data:");
    expect(csp).not.toContain('upgrade-insecure-requests');
  });

  it('sends the same security headers on API answers and errors, HSTS only when PUBLIC_URL is https', async () => {
    for (const response of [await t.app.inject({ url: '/api/health' }), await t.app.inject({ url: '/api/user' }), await t.app.inject({ url: '/api/nope' })]) {
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
    const secure = await t.withEnv({ PUBLIC_URL: 'https://account.example.be' });
    const response = await secure.inject({ url: '/api/health' });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(response.headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });

  it('answers 503 with a hint when the web app is not built', async () => {
    const app = await t.withEnv({ WEB_DIST_DIR: join(webDist, 'missing') });
    const response = await app.inject({ url: '/login', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('npm run build');
  });
});

describe('the API documentation', () => {
  it('describes every API route from the contract schemas', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/token', '/api/token/mfa/send', '/api/token/mfa/confirm', '/api/token/adopt', '/api/user', '/api/mfa', '/api/mfa/status', '/api/config', '/api/health']),
    );
    expect(doc.paths['/api/token'].post.requestBody.content['application/json'].schema.required).toEqual(['username', 'password']);
    expect(Object.keys(doc.paths).filter((p) => !p.startsWith('/api/'))).toEqual([]);
  });

  it('serves the Swagger UI', async () => {
    const ui = await t.app.inject({ url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain('swagger-ui');
  });
});
