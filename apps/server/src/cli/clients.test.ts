import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addClient } from '../modules/clients';
import { startTestApp, type TestApp } from '../test/app';
import { signIn } from '../test/flows';
import { authorizeAndApprove, browse, partnerRequest, signedInJar, tokenRequest, PARTNER } from '../test/oauth';
import { clientsCommand } from './clients';

/**
 * PKCE is required of every client, confidential ones too (issue 32); `npm run cli -- clients pkce
 * ID exempt|required` is the only way to let one confidential client leave it out.
 */
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = await signIn(t.app);
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

/** Runs the command as `npm run cli -- clients ...ARGS` would, with what it prints. */
async function run(...args: string[]) {
  return runWith({}, ...args);
}

async function runWith(options: Parameters<typeof clientsCommand>[3], ...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((line: string) => void out.push(line));
  vi.spyOn(console, 'error').mockImplementation((line: string) => void err.push(line));
  const [command, ...rest] = args;
  const code = await clientsCommand(t.database.db, command, rest, options);
  vi.restoreAllMocks();
  return { code, out, err };
}

/** The lines `clients list` prints for one client: its heading line and the indented ones under it. */
async function listed(clientId: string): Promise<string[]> {
  const { out } = await run('list');
  const start = out.findIndex((line) => line.startsWith(`${clientId}\t`));
  const end = out.findIndex((line, index) => index > start && !line.startsWith('  '));
  return out.slice(start, end === -1 ? undefined : end);
}

/** An OpenID Connect request of the confidential demo partner, with state and nonce but no code_challenge. */
const NO_PKCE = { code_challenge: '', code_challenge_method: '' };
const withoutPkce = () => partnerRequest(NO_PKCE);
const authorize = (path: string) => browse(t.app, signedInJar(token), path);

describe('PKCE for confidential clients', () => {
  it('refuses an OpenID request of a confidential client without code_challenge, back at the app with the OAuth error', async () => {
    const request = withoutPkce();
    const stop = await authorize(request.path);
    expect(stop.kind).toBe('app');
    const answer = new URL(stop.location);
    expect(`${answer.origin}${answer.pathname}`).toBe(PARTNER.redirectUri);
    expect(answer.searchParams.get('error')).toBe('invalid_request');
    expect(answer.searchParams.get('error_description')).toMatch(/PKCE/);
    expect(answer.searchParams.get('state')).toBe(request.state);
    expect(answer.searchParams.get('code')).toBeNull();
  });

  it('accepts it once the CLI exempts the client, and refuses it again once PKCE is required again', async () => {
    expect(await run('pkce', PARTNER.clientId, 'exempt')).toEqual({ code: 0, out: [`${PARTNER.clientId} may now leave PKCE out (code_challenge). Undo: clients pkce ${PARTNER.clientId} required`], err: [] });
    expect(await listed(PARTNER.clientId)).toContain('  PKCE:              exempt');

    const { code } = await authorizeAndApprove(t.app, token, NO_PKCE);
    expect(code).not.toBe('');
    const tokens = await tokenRequest(t.app, { grant_type: 'authorization_code', code, redirect_uri: PARTNER.redirectUri });
    expect(tokens.statusCode).toBe(200);
    expect(tokens.json().id_token).toBeTruthy();

    expect(await run('pkce', PARTNER.clientId, 'required')).toEqual({ code: 0, out: [`${PARTNER.clientId} must use PKCE (S256) again.`], err: [] });
    expect(await listed(PARTNER.clientId)).toContain('  PKCE:              required');
    expect(new URL((await authorize(withoutPkce().path)).location).searchParams.get('error')).toBe('invalid_request');
  });

  it('never exempts a public client, an unknown one, or on a bad command line', async () => {
    const { clientId } = await addClient(t.database.db, { name: 'SPA', redirectUris: ['https://spa.example/cb'], publicClient: true });
    expect(await run('pkce', clientId, 'exempt')).toEqual({ code: 1, out: [], err: [`No confidential client ${clientId}: public clients always need PKCE.`] });
    expect((await run('pkce', 'nobody', 'exempt')).code).toBe(1);
    for (const args of [['pkce'], ['pkce', PARTNER.clientId], ['pkce', PARTNER.clientId, 'off']]) {
      expect(await run(...args)).toEqual({ code: 1, out: [], err: ['Usage: npm run cli -- clients pkce CLIENT_ID exempt|required'] });
    }
    const row = await t.database.db.selectFrom('oauth_clients').select('pkce_exempt').where('client_id', '=', clientId).executeTakeFirstOrThrow();
    expect(row.pkce_exempt).toBe(0);
  });
});

describe('clients list, update and rotate-secret', () => {
  const redirectUri = 'http://localhost:9999/cli-callback';
  async function freshClient() {
    const added = await addClient(t.database.db, { name: 'CLI app', redirectUris: [redirectUri], postLogoutRedirectUris: ['http://localhost:9999/bye'] });
    return { clientId: added.clientId, secret: added.secret ?? '', redirectUri };
  }
  /** The token endpoint's verdict on the client's authentication alone: a bogus grant with a good secret is invalid_grant. */
  async function authenticates(client: { clientId: string; secret: string; redirectUri: string }) {
    const answer = await tokenRequest(t.app, { grant_type: 'refresh_token', refresh_token: 'not-a-token' }, client);
    return answer.json().error === 'invalid_grant';
  }

  it('lists every registered field but the secret', async () => {
    const client = await freshClient();
    const lines = await listed(client.clientId);
    expect(lines[0]).toBe(`${client.clientId}\tconfidential\tCLI app`);
    expect(lines.slice(1, 9)).toEqual([
      `  redirect URIs:     ${redirectUri}`,
      '  post-logout URIs:  http://localhost:9999/bye',
      '  scope:             openid profile email',
      '  grant types:       authorization_code refresh_token',
      '  ID token signed:   ES256',
      '  PKCE:              required',
      '  variants:          be lu',
      '  back-channel URI:  (none)',
    ]);
    expect(lines[9]).toMatch(/^ {2}registered: {8}\d{4}-\d\d-\d\dT/);
    expect((await run('list')).out.join('\n')).not.toContain(client.secret);
  });

  it('changes the redirect URIs, scopes and name; the provider follows at once', async () => {
    const client = await freshClient();
    const moved = 'https://app.example/callback';
    expect(await runWith({ 'redirect-uri': [moved], scope: 'openid email', name: 'CLI app 2' }, 'update', client.clientId)).toEqual({
      code: 0,
      out: [`Updated ${client.clientId}; the provider uses the change from the next request on.`],
      err: [],
    });
    expect(await listed(client.clientId)).toEqual(expect.arrayContaining([`${client.clientId}\tconfidential\tCLI app 2`, `  redirect URIs:     ${moved}`, '  scope:             openid email', '  post-logout URIs:  http://localhost:9999/bye']));
    expect((await authorize(partnerRequest({}, client).path)).kind).toBe('error');
    expect((await authorize(partnerRequest({}, { ...client, redirectUri: moved }).path)).kind).not.toBe('error');
  });

  it('refuses a bad change, an unknown client or nothing to change, and changes nothing', async () => {
    const client = await freshClient();
    const before = await listed(client.clientId);
    const refusals: [Parameters<typeof clientsCommand>[3], string][] = [
      [{ 'redirect-uri': ['http://app.example/callback'] }, 'Cannot update the client: redirectUris.0 must be an absolute https:// address (http:// only for localhost), without a fragment'],
      [{ 'post-logout-uri': ['https://app.example/bye#x'] }, 'Cannot update the client: postLogoutRedirectUris.0 must be an absolute https:// address (http:// only for localhost), without a fragment'],
      [{ scope: 'openid admin' }, 'Cannot update the client: scope lists a scope this provider does not know'],
      [{ 'redirect-uri': [] }, 'Cannot update the client: redirectUris needs at least one --redirect-uri'],
      [{ variant: ['be', 'nl'] }, 'Cannot update the client: variants must each be one of be, lu'],
      [{ variant: [] }, 'Cannot update the client: variants needs at least one --variant'],
      [{}, 'Cannot update the client: nothing to change: give --name, --redirect-uri, --post-logout-uri, --scope, --variant or --backchannel-logout-uri'],
    ];
    for (const [options, message] of refusals) {
      expect(await runWith(options, 'update', client.clientId)).toEqual({ code: 1, out: [], err: [message] });
    }
    expect(await runWith({ name: 'x' }, 'update', 'nobody')).toEqual({ code: 1, out: [], err: ['No client nobody.'] });
    expect((await run('update')).code).toBe(1);
    expect(await listed(client.clientId)).toEqual(before);
  });

  it('registers a client for one variant and moves it to the other: each issuer knows only its clients', async () => {
    const added = await runWith({ name: 'Luxembourg app', 'redirect-uri': [redirectUri], variant: ['lu'] }, 'add');
    expect(added.code).toBe(0);
    const client = { clientId: /^client_id: +(\S+)/.exec(added.out[0] ?? '')?.[1] ?? '', secret: /^client_secret: (\S+)/.exec(added.out[1] ?? '')?.[1] ?? '', redirectUri };
    expect(await listed(client.clientId)).toContain('  variants:          lu');
    const onHost = (host: string) => browse(t.app, signedInJar(token), partnerRequest({}, client).path, host);
    expect((await onHost('lu.localhost')).kind).not.toBe('error');
    expect((await onHost('localhost')).kind).toBe('error');

    expect((await runWith({ variant: ['be'] }, 'update', client.clientId)).code).toBe(0);
    expect(await listed(client.clientId)).toContain('  variants:          be');
    expect((await onHost('lu.localhost')).kind).toBe('error');
    expect((await onHost('localhost')).kind).not.toBe('error');
    expect((await runWith({ name: 'x', 'redirect-uri': [redirectUri], variant: ['de'] }, 'add')).err).toEqual(['Cannot add the client: variants must each be one of be, lu']);
  });

  it('rotates a secret: shown once, the old one refused at once, the new one accepted', async () => {
    const client = await freshClient();
    expect(await authenticates(client)).toBe(true);
    const { code, out } = await run('rotate-secret', client.clientId);
    expect(code).toBe(0);
    const secret = /^client_secret: (\S+)/.exec(out[0] ?? '')?.[1] ?? '';
    expect(secret).toMatch(/^[\w-]{43}$/);
    expect(await authenticates(client)).toBe(false);
    expect(await authenticates({ ...client, secret })).toBe(true);
    expect((await run('list')).out.join('\n')).not.toContain(secret);
  });

  it('has no secret to rotate for a public or unknown client', async () => {
    const { clientId } = await addClient(t.database.db, { name: 'Public', redirectUris: ['https://spa.example/cb'], publicClient: true });
    expect(await run('rotate-secret', clientId)).toEqual({ code: 1, out: [], err: [`No confidential client ${clientId}: a public client has no secret.`] });
    expect((await run('rotate-secret', 'nobody')).code).toBe(1);
    expect((await run('rotate-secret')).code).toBe(1);
  });
});

describe('clients add and update --backchannel-logout-uri', () => {
  const REFUSED = 'invalid_client_metadata: backchannelLogoutUri must be an absolute https:// address (http:// only for localhost), without a fragment';
  const addWith = (uri: string) => runWith({ name: 'Back-channel app', 'redirect-uri': ['https://bcl.example/cb'], 'backchannel-logout-uri': uri }, 'add');
  const clientIdOf = (out: string[]) => /^client_id: +(\S+)/.exec(out[0] ?? '')?.[1] ?? '';
  const providerUri = async (clientId: string) => (await t.app.oidc.provider('be').Client.find(clientId))?.backchannelLogoutUri;

  it('registers an https URI, or http on localhost; clients list and the provider show it', async () => {
    const added = await addWith('https://bcl.example/logout');
    expect(added.code).toBe(0);
    const clientId = clientIdOf(added.out);
    expect(await listed(clientId)).toContain('  back-channel URI:  https://bcl.example/logout');
    expect(await providerUri(clientId)).toBe('https://bcl.example/logout');
    const local = clientIdOf((await addWith('http://localhost:9999/backchannel')).out);
    expect(await providerUri(local)).toBe('http://localhost:9999/backchannel');
    // An app registered without one receives no logout tokens.
    expect(await listed(PARTNER.clientId)).toContain('  back-channel URI:  (none)');
  });

  it('refuses http outside localhost, a fragment or a relative address with the registration error, and registers nothing', async () => {
    const count = async () => (await run('list')).out.filter((line) => !line.startsWith('  ')).length;
    const before = await count();
    for (const uri of ['http://bcl.example/logout', 'https://bcl.example/logout#x', '/logout', 'not a uri']) {
      expect(await addWith(uri)).toEqual({ code: 1, out: [], err: [`Cannot add the client: ${REFUSED}`] });
    }
    expect(await count()).toBe(before);
  });

  it('update sets, changes and ("") removes it; a refused one changes nothing, not even the other fields given', async () => {
    const clientId = clientIdOf((await addWith('https://bcl.example/one')).out);
    expect((await runWith({ 'backchannel-logout-uri': 'https://bcl.example/two' }, 'update', clientId)).code).toBe(0);
    expect(await providerUri(clientId)).toBe('https://bcl.example/two');
    const before = await listed(clientId);
    expect(await runWith({ name: 'Renamed', 'backchannel-logout-uri': 'http://bcl.example/three' }, 'update', clientId)).toEqual({ code: 1, out: [], err: [`Cannot update the client: ${REFUSED}`] });
    expect(await listed(clientId)).toEqual(before);
    expect((await runWith({ 'backchannel-logout-uri': '' }, 'update', clientId)).code).toBe(0);
    expect(await listed(clientId)).toContain('  back-channel URI:  (none)');
    expect(await providerUri(clientId)).toBeUndefined();
  });
});
