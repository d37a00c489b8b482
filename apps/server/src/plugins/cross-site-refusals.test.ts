import { weakPasswordResponse } from '@portal/contract/auth';
import { errorCatalogue } from '@portal/contract/errors';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginCookieName } from '../config/cookie-names';
import { orErrorBody } from '../lib/api-error';
import { startTestApp, type TestApp } from '../test/app';
import { deviceHeaders, signIn } from '../test/flows';
import { registerErrorHandler } from './errors';

/**
 * Every route answers a plugin's refusal with the standard error body, whatever it declares for
 * that status (issue 32: a foreign Origin on POST /api/token was a 500, its 403 schema being the
 * weak-password body). The operations come from the published OpenAPI document, so a route added
 * later is covered without touching this file.
 */
let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await startTestApp();
  cookie = `${loginCookieName(t.config)}=${await signIn(t.app)}`;
});
afterAll(() => t.close());

interface Operation {
  method: string;
  path: string;
  parameters?: { in: string; name: string; schema?: { type?: string } }[];
  security?: Record<string, string[]>[];
}

async function stateChangingOperations(): Promise<{ method: string; url: string }[]> {
  const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, Omit<Operation, 'method' | 'path'>>> };
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      // Writes, and the GETs that act (they need the device id, as the document's security says).
      .filter(([method, op]) => ['post', 'put', 'patch', 'delete'].includes(method) || (method === 'get' && JSON.stringify(op.security ?? []).includes('deviceId')))
      .map(([method, op]) => {
        let url = path;
        for (const p of (op.parameters ?? []).filter((q) => q.in === 'path')) url = url.replace(`{${p.name}}`, p.schema?.type === 'integer' ? '1' : 'abc123');
        return { method: method.toUpperCase(), url };
      }),
  );
}

describe('a write from another site is refused with 403 auth.cross_site_request on every operation', () => {
  it('covers the whole OpenAPI document, sign-in included', async () => {
    const operations = await stateChangingOperations();
    expect(operations.length).toBeGreaterThan(40);
    expect(operations).toEqual(expect.arrayContaining([{ method: 'POST', url: '/api/token' }, { method: 'POST', url: '/api/token/mfa/confirm' }, { method: 'POST', url: '/api/token/mfa/passkey' }]));
  });

  it('answers each one 403 with the standard body, never a 5xx', async () => {
    const expected = { code: 'auth.cross_site_request', message: errorCatalogue['auth.cross_site_request'].message };
    const wrong: string[] = [];
    for (const { method, url } of await stateChangingOperations()) {
      const response = await t.app.inject({
        method: method as 'POST',
        url,
        headers: { ...deviceHeaders(), cookie, origin: 'https://evil.example' },
        ...(method === 'GET' ? {} : { payload: {} }),
      });
      const body = String(response.headers['content-type']).includes('json') ? response.json() : response.body;
      if (response.statusCode !== 403 || JSON.stringify(body) !== JSON.stringify(expected)) wrong.push(`${method} ${url} -> ${response.statusCode} ${response.body.slice(0, 160)}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('a route whose error status does not take the standard error body cannot start', () => {
  const appWith = async (forbidden: Parameters<typeof orErrorBody>[0]) => {
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(app);
    app.post('/x', { schema: { response: { 403: forbidden } }, handler: async () => ({}) });
    await app.ready();
    return app;
  };

  it('refuses a bare weak-password 403', async () => {
    await expect(appWith(weakPasswordResponse)).rejects.toThrow(/POST \/x: its 403 schema does not take the standard error body/);
  });

  it('accepts it widened with orErrorBody', async () => {
    const app = await appWith(orErrorBody(weakPasswordResponse));
    await app.close();
  });
});
