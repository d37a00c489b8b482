import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../demo/seed';
import { startTestApp, type TestApp } from '../../test/app';
import { deviceHeaders, postJson, setCookie } from '../../test/flows';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('POST /api/token', () => {
  it('signs an account without MFA straight in, with a token and the login cookie', async () => {
    const response = await postJson(t.app, '/api/token', { username: 'nomfa@example.com', password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({ access_token: expect.stringMatching(/^[\w-]{43}$/), token_type: 'Bearer', expires_in: 30 * 24 * 3600 });
    expect(setCookie(response)).toContain(`token=${body.access_token}`);
  });

  it('accepts the phone number as username, in any common notation', async () => {
    const response = await postJson(t.app, '/api/token', { username: '0032 470 12 34 88', password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(200);
  });

  it('answers a second-factor challenge with masked targets, primary first, for an account with MFA', async () => {
    const response = await postJson(t.app, '/api/token', { username: 'Demo@Example.com', password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(401);
    const { mfa } = response.json();
    expect(mfa.payload).toMatch(/^[\w-]{43}$/);
    expect(mfa.methods).toEqual([
      { id: expect.any(Number), method: 'email', target: 'd***@example.com', primary: true },
      { id: expect.any(Number), method: 'sms', target: '+32 *** *** 456', primary: false },
    ]);
    expect(setCookie(response)).toBe('');
  });

  it('refuses a wrong password with invalid_credentials', async () => {
    const response = await postJson(t.app, '/api/token', { username: 'demo@example.com', password: 'wrong-password' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'auth.invalid_credentials', message: 'Invalid username/password.' });
  });

  it('answers an unknown account exactly like a wrong password', async () => {
    const unknown = await postJson(t.app, '/api/token', { username: 'nobody@example.com', password: DEMO_PASSWORD });
    const wrong = await postJson(t.app, '/api/token', { username: 'customer@example.com', password: 'wrong-password' });
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.body).toBe(wrong.body);
  });

  it('asks a weak password for the second factor as usual, with the weak marker, and creates no session', async () => {
    const response = await postJson(t.app, '/api/token', { username: 'weak@example.com', password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(401);
    expect(response.json().mfa).toMatchObject({ payload: expect.any(String), weak: true });
    expect(setCookie(response)).toBe('');
  });

  it('requires a device id header', async () => {
    const response = await postJson(t.app, '/api/token', { username: 'nomfa@example.com', password: DEMO_PASSWORD }, { accept: 'application/json' });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('auth.device_id_required');
  });

  it('requires the device id to be a UUID', async () => {
    const response = await postJson(t.app, '/api/token', { username: 'nomfa@example.com', password: DEMO_PASSWORD }, { 'x-device-id': 'not-a-uuid' });
    expect(response.json().code).toBe('auth.device_id_required');
  });
});

describe('bad input to POST /api/token', () => {
  it('answers missing fields with 400 validation.invalid naming each field', async () => {
    const response = await postJson(t.app, '/api/token', { username: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'validation.invalid',
      message: 'The information you provided is invalid',
      fields: [
        { path: 'username', code: 'required' },
        { path: 'password', code: 'invalid_type' },
      ],
    });
  });

  it.each([
    ['malformed JSON', '{"username":', 'application/json'],
    ['a JSON array', '[1,2]', 'application/json'],
    ['a form body', 'username=a&password=b', 'application/x-www-form-urlencoded'],
    ['plain text', 'hello', 'text/plain'],
    ['no body', '', 'application/json'],
    ['a prototype-poisoning body', '{"__proto__":{"admin":true},"username":"a","password":"b"}', 'application/json'],
  ])('answers %s with 400, never 500', async (_name, payload, contentType) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/token', payload, headers: { ...deviceHeaders(), 'content-type': contentType } });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('validation.invalid');
  });

  it('answers an oversized body with 400, never 500', async () => {
    const response = await postJson(t.app, '/api/token', { username: 'a', password: 'x'.repeat(2_000_000) });
    expect(response.statusCode).toBe(400);
  });

  it('answers a malformed URL with 400, never 500', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/user/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('validation.invalid');
  });

  it('answers text the database cannot store (a NUL character) with 400, never 500', async () => {
    const response = await postJson(t.app, '/api/token', { username: 'demo\u0000@example.com', password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(400);
  });
});
