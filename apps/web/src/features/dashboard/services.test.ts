import { describe, expect, it } from 'vitest';
import { defaultPartnerSiteUrls } from '@portal/contract/partner-sites';
import { servicesFor } from './services';

const ids = { customer_user_id: 10, user_id: 20, fridom_user_id: 30 };
const be = defaultPartnerSiteUrls('be', { protocol: 'https:', host: 'account.example.be' });
const lu = defaultPartnerSiteUrls('lu', { protocol: 'https:', host: 'account.example.lu' });
const platforms = (rows: { platform: string }[]) => rows.map((r) => r.platform);

describe('servicesFor', () => {
  it('lists every linked platform and deals in Belgium, with the variant’s addresses', () => {
    expect(servicesFor(ids, be)).toEqual([
      { platform: 'clientarea', href: 'https://client.example.be/' },
      { platform: 'voucherholder', href: 'https://my.example.be/' },
      { platform: 'fridom', href: 'https://fridom.example.be/' },
      { platform: 'deals', href: 'https://deals.example.be/' },
    ]);
  });

  it('hides deals in Luxembourg and links to Luxembourg’s sites', () => {
    expect(servicesFor(ids, lu)).toEqual([
      { platform: 'clientarea', href: 'https://client.example.lu/' },
      { platform: 'voucherholder', href: 'https://my.example.lu/' },
      { platform: 'fridom', href: 'https://fridom.example.lu/' },
    ]);
  });

  it('shows a platform only when its id is linked', () => {
    expect(platforms(servicesFor({ customer_user_id: null, user_id: 20, fridom_user_id: null }, be))).toEqual(['voucherholder', 'deals']);
    expect(servicesFor({ customer_user_id: null, user_id: null, fridom_user_id: null }, lu)).toEqual([]);
  });
});
