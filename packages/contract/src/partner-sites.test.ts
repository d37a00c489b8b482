import { describe, expect, it } from 'vitest';
import { defaultPartnerSiteUrls, parsePartnerSiteSetting } from './partner-sites';

describe('partner sites', () => {
  it('defaults to siblings of the portal host, each variant its own', () => {
    expect(defaultPartnerSiteUrls('be', { protocol: 'https:', host: 'account.example.be' })).toEqual({
      clientarea: 'https://client.example.be/',
      deals: 'https://deals.example.be/',
      fridom: 'https://fridom.example.be/',
      voucherholder: 'https://my.example.be/',
      myup: 'https://myup.example.be/',
    });
    const lu = defaultPartnerSiteUrls('lu', { protocol: 'http:', host: 'lu.localhost:8080' });
    expect(lu.clientarea).toBe('http://client.lu.localhost:8080/');
    expect(lu.deals).toBeUndefined();
  });

  it('reads a setting of site=url pairs and names what is wrong', () => {
    expect(parsePartnerSiteSetting('be', ' clientarea=https://ca.example.be/x?a=b , myup=http://up.test/ ')).toEqual({
      ok: true,
      urls: { clientarea: 'https://ca.example.be/x?a=b', myup: 'http://up.test/' },
    });
    expect(parsePartnerSiteSetting('lu', 'deals=https://deals.example.lu/')).toMatchObject({ ok: false, problem: expect.stringContaining('unknown site "deals"') });
    expect(parsePartnerSiteSetting('be', 'fridom=javascript:alert(1)')).toMatchObject({ ok: false, problem: expect.stringContaining('fridom') });
    expect(parsePartnerSiteSetting('be', 'fridom')).toMatchObject({ ok: false });
  });
});
