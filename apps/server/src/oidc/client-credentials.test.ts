import * as client from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Variant } from '@portal/contract/variants';
import { addClient } from '../modules/clients';
import { startTestApp, type TestApp } from '../test/app';
import { inProcessFetch, PARTNER, partnerRequest, browse, signedInJar } from '../test/oauth';
import { signIn } from '../test/flows';

/**
 * A partner's back end gets tokens without a person (issue 35, item 4): client_credentials for a
 * machine client, with the scopes it is registered for, no user claims, the portal API as audience.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const MACHINE = { clientId: 'demo-machine', secret: 'demo-machine-secret' };

function discover(variant: Variant, partner: { clientId: string; secret: string }) {
  return client.discovery(new URL(t.config.publicUrls[variant]), partner.clientId, partner.secret, undefined, {
    execute: [client.allowInsecureRequests],
    [client.customFetch]: inProcessFetch(t.app),
  });
}

describe('client_credentials for machine clients', () => {
  it.each(['be', 'lu'] as const)('gives the %s issuer’s machine client a token for the portal API with its registered scopes and no person', async (variant) => {
    const config = await discover(variant, MACHINE);
    expect(config.serverMetadata().grant_types_supported).toContain('client_credentials');
    const tokens = await client.clientCredentialsGrant(config, { scope: 'balance history' });
    expect(tokens).toMatchObject({ token_type: 'bearer', scope: 'balance history', expires_in: 600 });
    expect(tokens.id_token).toBeUndefined();
    expect(tokens.refresh_token).toBeUndefined();

    const introspected = await client.tokenIntrospection(config, tokens.access_token);
    expect(introspected).toMatchObject({ active: true, client_id: MACHINE.clientId, scope: 'balance history', aud: `${t.config.publicUrls[variant]}/api`, iss: t.config.publicUrls[variant] });
    expect(introspected.sub).toBeUndefined();
    // No person behind it: userinfo has nothing to say.
    await expect(client.fetchUserInfo(config, tokens.access_token, client.skipSubjectCheck)).rejects.toThrow();
  });

  it('gives only the scopes asked among those registered, and refuses one it is not registered for', async () => {
    const config = await discover('be', MACHINE);
    expect((await client.clientCredentialsGrant(config, { scope: 'balance' })).scope).toBe('balance');
    await expect(client.clientCredentialsGrant(config, { scope: 'balance transaction' })).rejects.toMatchObject({ error: 'invalid_scope' });
    await expect(client.clientCredentialsGrant(config, { scope: 'openid' })).rejects.toMatchObject({ error: 'invalid_scope' });
    await expect(client.clientCredentialsGrant(config, { scope: 'balance', resource: 'https://elsewhere.example/api' })).rejects.toMatchObject({ error: 'invalid_target' });
  });

  it('refuses a wrong secret, and the grant to an app people sign in to', async () => {
    await expect(client.clientCredentialsGrant(await discover('be', { ...MACHINE, secret: 'wrong' }), { scope: 'balance' })).rejects.toMatchObject({ error: 'invalid_client' });
    // oidc-provider's answer (RFC 6749 would also allow unauthorized_client).
    await expect(client.clientCredentialsGrant(await discover('be', PARTNER), { scope: 'balance' })).rejects.toMatchObject({
      error: 'invalid_request',
      error_description: 'requested grant type is not allowed for this client',
    });
  });

  it('sends a machine client no code: it cannot start an authorization', async () => {
    const token = await signIn(t.app);
    const stop = await browse(t.app, signedInJar(token), partnerRequest({ redirect_uri: 'http://localhost:9999/callback' }, { ...MACHINE, redirectUri: 'http://localhost:9999/callback' }).path);
    expect(stop.kind).toBe('error');
  });

  it('registers a machine client only without redirect URIs, person scopes or a public secret', async () => {
    const refused = async (input: Parameters<typeof addClient>[1]) => (await addClient(t.database.db, input).catch((error: Error) => error)) as Error;
    expect((await refused({ name: 'M', machine: true })).message).toBe('scope is required for a machine client (--scope)');
    expect((await refused({ name: 'M', machine: true, scope: 'openid balance' })).message).toBe('scope of a machine client may not ask openid or offline_access: it acts for no person');
    expect((await refused({ name: 'M', machine: true, scope: 'balance', redirectUris: ['https://m.example/cb'] })).message).toBe('redirectUris is not for a machine client: it receives no code');
    expect((await refused({ name: 'M', machine: true, scope: 'balance', publicClient: true })).message).toBe('publicClient cannot be a machine client: it authenticates with its secret');
    expect((await refused({ name: 'M', machine: true, scope: 'balance', backchannelLogoutUri: 'https://m.example/logout' })).message).toContain('backchannelLogoutUri is not for a machine client');
    const added = await addClient(t.database.db, { name: 'M', machine: true, scope: 'history', variants: ['lu'] });
    expect(added.secret).toBeTruthy();
    const tokens = await client.clientCredentialsGrant(await discover('lu', { clientId: added.clientId, secret: added.secret ?? '' }), { scope: 'history' });
    expect(tokens.scope).toBe('history');
  });
});
