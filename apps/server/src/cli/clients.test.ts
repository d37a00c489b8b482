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
  const out: string[] = [];
  const err: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((line: string) => void out.push(line));
  vi.spyOn(console, 'error').mockImplementation((line: string) => void err.push(line));
  const [command, ...rest] = args;
  const code = await clientsCommand(t.database.db, command, rest, {});
  vi.restoreAllMocks();
  return { code, out, err };
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
    expect((await run('list')).out.find((line) => line.startsWith(`${PARTNER.clientId}\t`))).toContain('confidential (PKCE exempt)');

    const { code } = await authorizeAndApprove(t.app, token, NO_PKCE);
    expect(code).not.toBe('');
    const tokens = await tokenRequest(t.app, { grant_type: 'authorization_code', code, redirect_uri: PARTNER.redirectUri });
    expect(tokens.statusCode).toBe(200);
    expect(tokens.json().id_token).toBeTruthy();

    expect(await run('pkce', PARTNER.clientId, 'required')).toEqual({ code: 0, out: [`${PARTNER.clientId} must use PKCE (S256) again.`], err: [] });
    expect((await run('list')).out.find((line) => line.startsWith(`${PARTNER.clientId}\t`))).not.toContain('PKCE exempt');
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
