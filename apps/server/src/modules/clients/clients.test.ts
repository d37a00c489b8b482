import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app';
import { signIn } from '../../test/flows';
import { authorizeAndApprove, tokenRequest } from '../../test/oauth';
import { addClient, describeClients, removeClient } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const acme = { name: 'Acme', redirectUris: ['https://acme.example/callback'], scope: 'openid balance' };

describe('managing clients (the CLI)', () => {
  it('registers a confidential client with a secret shown once and stored as a hash', async () => {
    const { clientId, secret } = await addClient(t.database.db, acme);
    expect(secret).toMatch(/^[\w-]{43}$/);
    const row = await t.database.db.selectFrom('oauth_clients').selectAll().where('client_id', '=', clientId).executeTakeFirstOrThrow();
    expect(row.secret_hash).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(row.secret_hash).not.toContain(secret);
    expect(await describeClients(t.database.db)).toContainEqual(expect.objectContaining({ clientId, name: 'Acme', type: 'confidential', redirectUris: acme.redirectUris, postLogoutRedirectUris: [], scope: 'openid balance', idTokenAlg: 'ES256', pkceExempt: false }));
  });

  it('registers a public client without a secret', async () => {
    expect((await addClient(t.database.db, { ...acme, publicClient: true })).secret).toBeNull();
  });

  it('refuses http redirect URIs outside the loopback, fragments, unknown scopes and taken ids', async () => {
    await expect(addClient(t.database.db, { ...acme, redirectUris: ['http://acme.example/cb'] })).rejects.toThrow(/https/);
    await expect(addClient(t.database.db, { ...acme, redirectUris: ['https://acme.example/cb#x'] })).rejects.toThrow(/fragment/);
    await expect(addClient(t.database.db, { ...acme, scope: 'openid admin' })).rejects.toThrow(/scope/);
    await expect(addClient(t.database.db, { ...acme, clientId: 'demo-partner' })).rejects.toThrow(/already registered/);
    expect((await addClient(t.database.db, { ...acme, redirectUris: ['http://127.0.0.1:4000/cb'] })).clientId).toBeTruthy();
  });

  it('removes a client with every grant and token issued to it', async () => {
    const token = await signIn(t.app);
    const { code, verifier } = await authorizeAndApprove(t.app, token);
    const tokens = (await tokenRequest(t.app, { grant_type: 'authorization_code', code, redirect_uri: 'http://localhost:9999/callback', code_verifier: verifier })).json();
    expect(await removeClient(t.database.db, 'demo-partner')).toBe(true);
    const left = await t.database.db.selectFrom('oidc_payloads').select('id').where('client_id', '=', 'demo-partner').execute();
    expect(left).toEqual([]);
    expect((await t.app.inject({ url: '/oauth/me', headers: { authorization: `Bearer ${tokens.access_token}` } })).statusCode).toBe(401);
    expect(await removeClient(t.database.db, 'demo-partner')).toBe(false);
  });
});

describe('GET /api/clients/{client_id}/name', () => {
  const nameOf = (clientId: string) => t.app.inject({ url: `/api/clients/${encodeURIComponent(clientId)}/name` });

  it('gives the display name of a registered app to anyone, and nothing else about it', async () => {
    const { clientId } = await addClient(t.database.db, { ...acme, name: 'Acme Rewards' });
    const response = await nameOf(clientId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ name: 'Acme Rewards' });
  });

  it('answers an unknown or odd id in the same shape, without a name', async () => {
    for (const id of ['no-such-app', '../../api/user', "acme' OR '1'='1", 'ACME']) {
      const response = await nameOf(id);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ name: null });
    }
  });

  it('forgets a removed app', async () => {
    const { clientId } = await addClient(t.database.db, { ...acme, name: 'Short-lived' });
    expect((await nameOf(clientId)).json()).toEqual({ name: 'Short-lived' });
    await removeClient(t.database.db, clientId);
    expect((await nameOf(clientId)).json()).toEqual({ name: null });
  });
});
