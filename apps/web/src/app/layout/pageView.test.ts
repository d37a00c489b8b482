import { describe, expect, it } from 'vitest';
import { pushPageView } from './pageView';

describe('pushPageView', () => {
  const page = { location: 'https://account.example.be/security', title: 'Security', referrer: '' };

  it('creates the data layer when it is absent', () => {
    const host: { dataLayer?: unknown[] } = {};
    pushPageView(host, page);
    expect(host.dataLayer).toEqual([{ event: 'virtualPageView', page }]);
  });

  it('appends to an existing data layer', () => {
    const host = { dataLayer: [{ event: 'gtm.js' }] as unknown[] };
    pushPageView(host, page);
    expect(host.dataLayer).toHaveLength(2);
    expect(host.dataLayer[1]).toEqual({ event: 'virtualPageView', page });
  });
});
