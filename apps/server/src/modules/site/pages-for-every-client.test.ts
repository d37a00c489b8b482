import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app';

// The web app's own index.html and icons: the page's head links the addresses tested here.
const web = fileURLToPath(new URL('../../../../web/', import.meta.url));
const icon = (name: string) => readFileSync(join(web, 'public', name));

let t: TestApp;
const webDist = mkdtempSync(join(tmpdir(), 'portal-web-'));
beforeAll(async () => {
  mkdirSync(join(webDist, 'assets'));
  copyFileSync(join(web, 'index.html'), join(webDist, 'index.html'));
  for (const name of ['favicon-be.ico', 'favicon-be.svg', 'favicon-lu.ico', 'favicon-lu.svg']) copyFileSync(join(web, 'public', name), join(webDist, name));
  t = await startTestApp({ WEB_DIST_DIR: webDist });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

/** As curl, an uptime monitor or a link checker asks: one Accept or none. */
const request = (url: string, accept?: string, method: 'GET' | 'HEAD' = 'GET', host = 'localhost') =>
  t.app.inject({ method, url, headers: { host, ...(accept === undefined ? {} : { accept }) } });
const runtimeConfig = (html: string) => JSON.parse(html.match(/<script type="application\/json" id="runtime-config">(.*?)<\/script>/)?.[1] ?? 'null');
const ACCEPTS = [undefined, '*/*', 'application/json', 'text/plain'];

describe('pages answer whatever the client accepts', () => {
  it('answers every page address, an unknown one included, with the app and 200', async () => {
    for (const accept of ACCEPTS) {
      for (const url of ['/login/email', '/user/dashboard', '/maintenance', '/login/email?redirect=%2Fprofile', '/no/such/page']) {
        const response = await request(url, accept);
        expect(response.statusCode, `${url} ${accept}`).toBe(200);
        expect(response.headers['content-type'], `${url} ${accept}`).toBe('text/html; charset=utf-8');
        expect(runtimeConfig(response.body), `${url} ${accept}`).toMatchObject({ variant: 'be' });
      }
    }
  });

  it('answers HEAD as GET, without the body', async () => {
    for (const accept of ACCEPTS) {
      const response = await request('/login/email', accept, 'HEAD');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toBe('');
    }
  });

  it('sends / to the dashboard for any client', async () => {
    const response = await request('/', '*/*');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/user/dashboard');
  });

  it("answers the server's own unknown addresses with a JSON 404, even to a browser", async () => {
    for (const accept of [...ACCEPTS, 'text/html,application/xhtml+xml']) {
      for (const url of ['/api/nope', '/api', '/%61pi/nope', '/.well-known/nope', '/federation/nope', '/dev/nope']) {
        const response = await request(url, accept);
        expect(response.statusCode, `${url} ${accept}`).toBe(404);
        expect(response.json(), `${url} ${accept}`).toEqual({ code: 'not_found', message: 'Not found.' });
      }
    }
  });

  it("leaves the OpenID provider's addresses to the provider", async () => {
    for (const accept of [...ACCEPTS, 'text/html']) {
      const jwks = await request('/oauth/jwks', accept);
      expect(jwks.statusCode).toBe(200);
      expect(jwks.json().keys.length).toBeGreaterThan(0);
      expect((await request('/.well-known/openid-configuration', accept)).json()).toMatchObject({ jwks_uri: expect.stringContaining('/oauth/jwks') });
      // The provider's own 404 (plain text), never the app.
      const unknown = await request('/oauth/nope', accept);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.body).toBe('Not Found');
    }
  });

  it('answers a missing file 404 to a client that does not ask for a page, never with the app', async () => {
    for (const accept of ACCEPTS) {
      for (const url of ['/assets/missing.js', '/robots.txt', '/apple-touch-icon.png']) {
        const response = await request(url, accept);
        expect(response.statusCode, `${url} ${accept}`).toBe(404);
        expect(response.headers['content-type'], `${url} ${accept}`).toContain('application/json');
      }
    }
  });
});

describe('the favicon of each variant', () => {
  it("links /favicon.ico and /favicon.svg in the page's head", async () => {
    const { body } = await request('/login/email', 'text/html');
    expect(body).toContain('<link rel="icon" href="/favicon.ico" sizes="32x32" />');
    expect(body).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml" />');
  });

  it('answers /favicon.ico and /favicon.svg with the icons of the host’s variant', async () => {
    for (const [host, variant] of [['localhost:8080', 'be'], ['account.example.be', 'be'], ['lu.localhost:8080', 'lu'], ['account.example.lu', 'lu']]) {
      const ico = await request('/favicon.ico', undefined, 'GET', host);
      expect(ico.statusCode, host).toBe(200);
      expect(ico.headers['content-type'], host).toBe('image/vnd.microsoft.icon');
      expect(ico.rawPayload.equals(icon(`favicon-${variant}.ico`)), host).toBe(true);
      const svg = await request('/favicon.svg', 'image/svg+xml,image/*', 'GET', host);
      expect(svg.statusCode, host).toBe(200);
      expect(svg.headers['content-type'], host).toContain('image/svg+xml');
      expect(svg.body, host).toBe(icon(`favicon-${variant}.svg`).toString());
    }
    expect(icon('favicon-be.ico').equals(icon('favicon-lu.ico'))).toBe(false);
  });

  it('serves real ICO files holding 16, 32 and 48 px PNG images', () => {
    for (const variant of ['be', 'lu']) {
      const file = icon(`favicon-${variant}.ico`);
      expect([...file.subarray(0, 4)]).toEqual([0, 0, 1, 0]);
      const count = file.readUInt16LE(4);
      const sizes = Array.from({ length: count }, (_, i) => file.readUInt8(6 + 16 * i));
      expect(sizes).toEqual([16, 32, 48]);
      for (let i = 0; i < count; i++) {
        const offset = file.readUInt32LE(6 + 16 * i + 12);
        expect(file.subarray(offset + 1, offset + 4).toString()).toBe('PNG');
      }
    }
  });

  it('answers HEAD, and revalidates rather than caching the icon for a year', async () => {
    const head = await request('/favicon.ico', '*/*', 'HEAD', 'lu.localhost');
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/vnd.microsoft.icon');
    expect(head.body).toBe('');
    expect(head.headers['cache-control']).toBe('no-cache');
  });
});
