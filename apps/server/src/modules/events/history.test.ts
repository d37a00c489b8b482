import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app';
import { deviceHeaders, sessionHeaders, signIn } from '../../test/flows';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Page = { data: { id: number; type: string; at: string; browser: string | null; location: unknown }[]; next: number | null };
const page = async (headers: Record<string, string>, query: string) => {
  const response = await t.app.inject({ url: `/api/security-events${query}`, headers });
  expect(response.statusCode).toBe(200);
  return response.json() as Page;
};

describe('security history', () => {
  it('pages newest first by cursor, without duplicates or gaps, and shows another account nothing of this one', async () => {
    const ua = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
    const token = await signIn(t.app, 'manage@example.com', { ...deviceHeaders(), 'user-agent': ua });
    for (let i = 0; i < 6; i++) await signIn(t.app, 'manage@example.com');
    const headers = sessionHeaders(token);
    const all = await page(headers, '?limit=50');
    expect(all.next).toBeNull();
    expect(all.data.length).toBeGreaterThanOrEqual(7);
    const ids = all.data.map((e) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    // A new event between pages must not shift the following pages.
    const seen: number[] = [];
    let cursor: number | null = null;
    let first = true;
    do {
      const current: Page = await page(headers, `?limit=3${cursor ? `&before=${cursor}` : ''}`);
      expect(current.data.length).toBeLessThanOrEqual(3);
      seen.push(...current.data.map((e) => e.id));
      if (first) await signIn(t.app, 'manage@example.com');
      first = false;
      cursor = current.next;
    } while (cursor !== null);
    expect(seen).toEqual(ids);

    const signedIn = all.data.find((e) => e.type === 'signed_in' && e.browser === 'Firefox 128');
    expect(signedIn).toMatchObject({ location: { city: null, country: null } });

    const other = sessionHeaders(await signIn(t.app, 'passkey@example.com'));
    const theirs = await page(other, '?limit=50');
    expect(theirs.data.some((e) => ids.includes(e.id))).toBe(false);
    expect((await page(other, `?before=${ids[0]}`)).data.some((e) => ids.includes(e.id))).toBe(false);
  });

  it('refuses a bad cursor or limit with 400, and anyone signed out with 401', async () => {
    const headers = sessionHeaders(await signIn(t.app, 'demo@example.com'));
    for (const query of ['?limit=0', '?limit=51', '?before=abc', '?before=-1']) {
      expect((await t.app.inject({ url: `/api/security-events${query}`, headers })).statusCode).toBe(400);
    }
    expect((await t.app.inject({ url: '/api/security-events' })).statusCode).toBe(401);
  });
});
