import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app';
import { signIn } from '../../test/flows';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = await signIn(t.app);
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = { authorization: `Bearer ${token}` }) => t.app.inject({ method: 'GET', url, headers });

describe('GET /api/mfa', () => {
  it('lists the methods with full targets, primary first', async () => {
    const response = await get('/api/mfa');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([
      { id: expect.any(Number), method: 'email', target: 'demo@example.com', primary: true },
      { id: expect.any(Number), method: 'sms', target: '+32470123456', primary: false },
    ]);
  });

  it('takes includeAll and refuses other values of it', async () => {
    expect((await get('/api/mfa?includeAll=1')).json().data).toHaveLength(2);
    const bad = await get('/api/mfa?includeAll=maybe');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual([{ path: 'includeAll', code: 'invalid_value' }]);
  });

  it('needs a session', async () => {
    expect((await get('/api/mfa', {})).statusCode).toBe(401);
  });
});

describe('GET /api/mfa/status', () => {
  it('grants no step-up yet', async () => {
    expect((await get('/api/mfa/status')).json()).toEqual({ need_card: false, single: false, sudo: false });
  });

  it('needs a session', async () => {
    expect((await get('/api/mfa/status', {})).statusCode).toBe(401);
  });
});
