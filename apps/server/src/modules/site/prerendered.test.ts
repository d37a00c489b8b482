import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { loginPageConfigKey, type PrerenderedFile } from '@portal/contract/config';
import { defaultPartnerSiteUrls } from '@portal/contract/partner-sites';
import { defaultSiteLinks } from '@portal/contract/site-links';
import { defaultLegalLinks } from '@portal/contract/legal-documents';
import { localesByVariant, variants } from '@portal/contract/variants';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app';

// As the build leaves them (apps/web/build/prerender.ts): one drawing per locale, made with the default config.
let t: TestApp;
let otherLinks: FastifyInstance;
const webDist = mkdtempSync(join(tmpdir(), 'portal-web-'));
beforeAll(async () => {
  mkdirSync(join(webDist, 'prerendered'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><html lang="en"><head><!--runtime-config--></head><body><div id="root"></div></body></html>');
  for (const variant of variants) {
    const configKey = loginPageConfigKey({ variant, cookiePrefix: '', devOutbox: false, links: defaultSiteLinks[variant], legal: defaultLegalLinks[variant], partnerSites: defaultPartnerSiteUrls(variant, { protocol: 'http:', host: 'localhost' }), redirectOrigins: [] });
    for (const locale of localesByVariant[variant]) {
      const file: PrerenderedFile = { configKey, lang: locale.replace('_', '-'), css: `.login{--drawn:${locale}}`, html: `<h1>Drawn in ${locale} for $& and $1</h1>` };
      writeFileSync(join(webDist, 'prerendered', `login-email.${locale}.json`), JSON.stringify(file));
    }
  }
  t = await startTestApp({ WEB_DIST_DIR: webDist });
  otherLinks = await t.withEnv({ WEB_DIST_DIR: webDist, BE_HELP_URL: 'https://help.elsewhere.example/' });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

function page(url: string, headers: Record<string, string> = {}, app = t.app) {
  return app.inject({ method: 'GET', url, headers: { host: 'localhost', accept: 'text/html', ...headers } });
}
const drawnIn = (html: string) => html.match(/<div id="root"><div data-prerendered inert><h1>Drawn in (\w+) for/)?.[1] ?? null;

describe('the prerendered login page', () => {
  it('is sent inside index.html, inert, in the language the app will start in: Accept-Language on a first visit', async () => {
    const response = await page('/login/email', { 'accept-language': 'de-DE,fr-BE;q=0.9,nl;q=0.8' });
    expect(response.statusCode).toBe(200);
    expect(drawnIn(response.body)).toBe('fr');
    expect(response.body).toContain('<html lang="fr" data-variant="be">');
    expect(response.body).toMatch(/<style>[^<]*\.login\{--drawn:fr\}<\/style><\/head>/);
    // Shown only once parsed to its end, so a partly parsed page is never painted.
    expect(response.body).toContain('<span data-drawn-end hidden></span></div></div>');
    // Text of the page is put in as it is: "$&" is no replacement pattern.
    expect(response.body).toContain('for $& and $1</h1>');
    expect(response.headers.vary).toBe('Accept-Encoding, Cookie, Accept-Language');
    expect(drawnIn((await page('/login/email')).body)).toBe('en');
  });

  it('follows the locale cookie the app keeps, when the host variant offers it', async () => {
    expect(drawnIn((await page('/login/email', { cookie: 'locale=nl', 'accept-language': 'fr' })).body)).toBe('nl');
    const lu = await page('/login/email', { host: 'lu.localhost:8080', cookie: 'locale=de_LU', 'accept-language': 'en' });
    expect(drawnIn(lu.body)).toBe('de_LU');
    expect(lu.body).toContain('<html lang="de-LU" data-variant="lu">');
    // Another variant's locale, or anything else, counts as no choice.
    expect(drawnIn((await page('/login/email', { host: 'lu.localhost:8080', cookie: 'locale=nl', 'accept-language': 'en' })).body)).toBe('en_LU');
    for (const hostile of ['..%2F..%2Fpackage', '../../index', 'nl%00', 'en_LU']) {
      expect(drawnIn((await page('/login/email', { cookie: `locale=${hostile}`, 'accept-language': 'nl' })).body), hostile).toBe('nl');
    }
  });

  it('is not sent where the page would be drawn otherwise: with a query, on other pages, or with other settings', async () => {
    for (const url of ['/login/email?redirect=%2Fuser%2Fprofile', '/login/email?notice=x', '/login/phone', '/user/dashboard', '/login/email/', '/LOGIN/EMAIL', '/login%2Femail']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="root"></div>');
      expect(response.body, url).not.toContain('<style>');
    }
    // A Belgian help link of its own: the Belgian drawing has the default one, the Luxembourg one still fits.
    expect((await page('/login/email', {}, otherLinks)).body).toContain('<div id="root"></div>');
    expect(drawnIn((await page('/login/email', { host: 'lu.localhost' }, otherLinks)).body)).toBe('fr_LU');
  });

  it('is not a file the server hands out', async () => {
    const file = await t.app.inject({ url: '/prerendered/login-email.en.json' });
    expect(file.statusCode).toBe(404);
    expect(file.body).not.toContain('configKey');
    // The folder is an unknown page address like any other: the app, without the drawings.
    const folder = await t.app.inject({ url: '/prerendered/' });
    expect(folder.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(folder.body).not.toContain('configKey');
  });
});

describe('index.html compression', () => {
  it('sends index.html in brotli or gzip as the browser accepts, else plain', async () => {
    const plain = await page('/login/email');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await page('/login/email', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await page('/user/dashboard', { 'accept-encoding': 'br;q=0, gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe((await page('/user/dashboard')).body);
    expect((await page('/login/email', { 'accept-encoding': 'identity' })).headers['content-encoding']).toBeUndefined();
  });
});
