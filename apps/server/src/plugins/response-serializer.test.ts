import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { z as mini } from 'zod/mini';
import { startTestApp, type TestApp } from '../test/app';
import { signIn } from '../test/flows';
import { responseSerializer } from './response-serializer';

const profile = z.object({
  id: z.number().int(),
  name: z.string(),
  gender: z.enum(['male', 'female', 'other']).nullable(),
  emails: z.array(z.object({ email: z.string(), verified: z.boolean() })),
});

async function appWith(crossCheck: boolean, answer: unknown): Promise<FastifyInstance> {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializer({ crossCheck }));
  app.get('/profile', { schema: { response: { 200: profile } } }, async () => answer);
  app.get('/dated', { schema: { response: { 200: z.object({ at: z.date() }) } } }, async () => answer);
  app.get('/contract', { schema: { response: { 200: mini.object({ id: mini.int(), name: mini.string() }) } } }, async () => answer);
  await app.ready();
  return app;
}

describe('responses are written from their schema', () => {
  const row = { id: 7, name: 'Nora', gender: null, emails: [{ email: 'n@example.com', verified: true, secret: 'x' }], card_number: '5065123456789012', password_hash: '$argon2id$…' };

  it('writes the declared keys only, as zod would', async () => {
    for (const crossCheck of [false, true]) {
      const app = await appWith(crossCheck, row);
      const response = await app.inject({ url: '/profile' });
      expect(response.statusCode).toBe(200);
      expect(JSON.parse(response.body)).toStrictEqual({ id: 7, name: 'Nora', gender: null, emails: [{ email: 'n@example.com', verified: true }] });
      await app.close();
    }
  });

  it('keeps zod for a schema JSON Schema cannot express (a date)', async () => {
    const app = await appWith(false, { at: new Date(0) });
    expect((await app.inject({ url: '/dated' })).json()).toEqual({ at: '1970-01-01T00:00:00.000Z' });
    await app.close();
  });

  it('writes the contract schemas (zod/mini) by the fast path too', async () => {
    // Only fast-json-stringify turns a number into the declared string; zod's serializer refuses it.
    const app = await appWith(false, { id: 7, name: 42 });
    const response = await app.inject({ url: '/contract' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toStrictEqual({ id: 7, name: '42' });
    await app.close();
  });

  it('with the cross-check, a response the two would write differently fails instead of going out', async () => {
    // fast-json-stringify writes a number where a string is declared; zod refuses it.
    const app = await appWith(true, { ...row, name: 42 });
    const response = await app.inject({ url: '/profile' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('n@example.com');
    await app.close();
  });
});

describe('GET /api/user through the real app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  it('sends no column the profile schema leaves out', async () => {
    const token = await signIn(t.app, 'demo@example.com');
    const response = await t.app.inject({ url: '/api/user', headers: { authorization: `Bearer ${token}` } });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toMatch(/card_number|password_hash|national_register_number/);
    expect(response.json().data.email[0]).toEqual({ id: expect.any(Number), email: 'demo@example.com', default: true, verified: true });
  });
});
