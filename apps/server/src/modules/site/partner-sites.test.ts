import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config/config';
import { startTestApp, type TestApp } from '../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ PUBLIC_URL: 'http://localhost:8092' });
});
afterAll(() => t.close());

const sitesOf = async (app: TestApp['app'], host: string) => (await app.inject({ url: '/api/config', headers: { host } })).json().partnerSites;

describe('partner websites in the runtime config', () => {
  it('are siblings of each variant’s own host; Luxembourg has no deals site', async () => {
    expect(await sitesOf(t.app, 'localhost:8092')).toEqual({
      clientarea: 'http://client.localhost:8092/',
      deals: 'http://deals.localhost:8092/',
      fridom: 'http://fridom.localhost:8092/',
      voucherholder: 'http://my.localhost:8092/',
      myup: 'http://myup.localhost:8092/',
    });
    expect(await sitesOf(t.app, 'lu.localhost:8092')).toEqual({
      clientarea: 'http://client.lu.localhost:8092/',
      fridom: 'http://fridom.lu.localhost:8092/',
      voucherholder: 'http://my.lu.localhost:8092/',
      myup: 'http://myup.lu.localhost:8092/',
    });
  });

  it('never follow a Host header that is not the portal’s', async () => {
    const sites = await sitesOf(t.app, 'evil.example:8092');
    expect(sites.clientarea).toBe('http://client.localhost:8092/');
    expect(JSON.stringify(sites)).not.toContain('evil');
  });

  it('take the configured addresses per variant', async () => {
    const app = await t.withEnv({ PARTNER_SITES_BE: 'myup=https://www.myup.example/be', PARTNER_SITES_LU: 'clientarea=https://client.example.lu/' });
    expect(await sitesOf(app, 'localhost:8092')).toMatchObject({ myup: 'https://www.myup.example/be', clientarea: 'http://client.localhost:8092/' });
    expect(await sitesOf(app, 'lu.localhost:8092')).toMatchObject({ clientarea: 'https://client.example.lu/', myup: 'http://myup.lu.localhost:8092/' });
  });

  it('refuse a bad setting at start, naming the variable', () => {
    expect(() => loadConfig({ PARTNER_SITES_LU: 'deals=https://deals.example.lu/' })).toThrow(ConfigError);
    expect(() => loadConfig({ PARTNER_SITES_BE: 'fridom=ftp://fridom.example.be/' })).toThrow(/PARTNER_SITES_BE must give an http/);
  });
});
