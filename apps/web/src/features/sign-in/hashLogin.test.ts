import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startHashLogin } from './hashLogin';

const nora = { account: 7, firstname: 'Nora', email: 'n***@example.com' };
const userOf = (id: number, firstname: string) => ({
  data: {
    id, firstname, lastname: 'X', birthdate: null, gender: null, language: 'en', email: [], phone: [], user_id: null, customer_user_id: null,
    fridom_user_id: null, password_status: 0, last_password_change: null, mfa_forced: false, mfa_customer: false, totpRecovery: [], microsoft_login: false, microsoft_email: null,
  },
});

type Answer = { status: number; body: unknown };
let calls: { url: string; body: unknown }[];

function serve(answers: Record<string, Answer>) {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const answer = answers[url] ?? { status: 404, body: { code: 'not_found', message: '' } };
      return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
}

beforeEach(() => window.history.replaceState(null, '', '/user/dashboard?tab=1#token=H:payload=origin:isOriginApp=true'));
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('startHashLogin', () => {
  it('takes the token out of the address at once and asks when another person is signed in, adopting nothing', async () => {
    serve({ '/api/token/handover/preview': { status: 200, body: nora }, '/api/user': { status: 200, body: userOf(1, 'Jan') } });
    const pending = await startHashLogin();
    expect(window.location.hash).toBe('');
    expect(window.location.pathname + window.location.search).toBe('/user/dashboard?tab=1');
    expect(pending).toMatchObject({ target: '/user/dashboard?tab=1', plan: { kind: 'ask', preview: nora, current: { id: 1, firstname: 'Jan' } } });
    expect(calls.map((c) => c.url)).toEqual(['/api/token/handover/preview', '/api/user']);
    expect(calls[0]?.body).toEqual({ handover: 'H' });
    // Nothing of the hand-over is kept until the person continues.
    expect([sessionStorage.getItem('open_app'), sessionStorage.getItem('loginPayload')]).toEqual([null, null]);
  });

  it('asks when nobody is signed in (401)', async () => {
    serve({ '/api/token/handover/preview': { status: 200, body: nora }, '/api/user': { status: 401, body: { code: 'auth.unauthenticated', message: '' } } });
    expect(await startHashLogin()).toMatchObject({ plan: { kind: 'ask', current: null } });
    expect(calls.some((c) => c.url === '/api/token/adopt')).toBe(false);
  });

  it('adopts without asking when the same person is signed in, and keeps the origin app flags', async () => {
    const token = { access_token: 'T', token_type: 'Bearer', expires_in: 2592000 };
    serve({ '/api/token/handover/preview': { status: 200, body: nora }, '/api/user': { status: 200, body: userOf(7, 'Nora') }, '/api/token/adopt': { status: 200, body: token } });
    expect(await startHashLogin()).toBe('reloading');
    expect(calls.at(-1)).toEqual({ url: '/api/token/adopt', body: { handover: 'H' } });
    expect([sessionStorage.getItem('open_app'), sessionStorage.getItem('loginPayload')]).toEqual(['true', 'origin']);
  });

  it('reports an expired hand-over without asking who is signed in', async () => {
    serve({ '/api/token/handover/preview': { status: 400, body: { code: 'handover.expired', message: '' } } });
    const pending = await startHashLogin();
    expect(pending).toMatchObject({ plan: { kind: 'failed', error: { code: 'handover.expired' } } });
    expect(calls).toHaveLength(1);
  });

  it.each(['/.//evil.example?x=1', '/%2F%2Fevil.example', '/%5Cevil.example', '/%2f%5C/evil.example', '/profile%00'])(
    'sends a link opened on %j to the dashboard, never off the site',
    async (path) => {
      window.history.replaceState(null, '', `${path}#token=H`);
      serve({ '/api/token/handover/preview': { status: 200, body: nora }, '/api/user': { status: 401, body: { code: 'auth.unauthenticated', message: '' } } });
      expect(await startHashLogin()).toMatchObject({ target: '/user/dashboard', plan: { kind: 'ask' } });
      expect(window.location.pathname).toBe('/user/dashboard');
    },
  );

  it('does nothing without a hash login', async () => {
    window.history.replaceState(null, '', '/user/dashboard#main');
    serve({});
    expect(await startHashLogin()).toBeNull();
    expect(calls).toHaveLength(0);
  });
});
