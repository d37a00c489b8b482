import { API } from '@portal/contract/http';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../test/app';
import { sessionHeaders, signInWithFactor } from '../test/flows';
import { totpCode } from '../test/totp';
import { staffCommand } from './staff';

/** `npm run cli -- staff add|list|remove` (docs/support.md), and what the desk then answers. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  // The demo seed's desk staff (desk.agent@, desk.admin@) out of the way: these tests start with none.
  await t.database.db.deleteFrom('staff').execute();
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

/** Runs the command as `npm run cli -- staff ...ARGS [--role ROLE]` would, with what it prints. */
async function run(args: string[], role?: string) {
  const out: string[] = [];
  const err: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((line: string) => void out.push(line));
  vi.spyOn(console, 'error').mockImplementation((line: string) => void err.push(line));
  const [command, ...rest] = args;
  const code = await staffCommand(t.database.db, command, rest, role === undefined ? {} : { role }, Date.UTC(2026, 10, 29, 12));
  vi.restoreAllMocks();
  return { code, out, err };
}

const idOf = async (email: string) => (await t.database.db.selectFrom('user_emails').select('user_id').where('email', '=', email).executeTakeFirstOrThrow()).user_id;
const USAGE = 'Usage: npm run cli -- staff add EMAIL --role agent|admin\n       npm run cli -- staff list\n       npm run cli -- staff remove EMAIL';

describe('staff accounts on the command line', () => {
  it('lists no staff at first', async () => {
    expect(await run(['list'])).toEqual({ code: 0, out: ['No staff.'], err: [] });
  });

  it('adds an agent and an admin by an e-mail address of their account, warning when the desk cannot open to them yet', async () => {
    const tess = await idOf('totp@example.com');
    expect(await run(['add', 'Totp@Example.com', 'extra'], 'agent')).toEqual({ code: 1, out: [], err: [USAGE] });
    expect(await run(['add', 'Totp@Example.com'], 'agent')).toEqual({ code: 0, out: [`Totp@Example.com (account ${tess}) is staff of the support desk: agent.`], err: [] });
    const jan = await idOf('demo@example.com');
    expect(await run(['add', 'demo@example.com'], 'admin')).toEqual({
      code: 0,
      out: [`demo@example.com (account ${jan}) is staff of the support desk: admin.`, 'The account has no passkey or authenticator yet: the desk opens only to a session signed in with one.'],
      err: [],
    });
    expect(await run(['list'])).toEqual({
      code: 0,
      // Added at the same moment: by account id.
      out: [`${jan}\tadmin\tdemo@example.com\tJan Peeters\tsince 2026-11-29`, `${tess}\tagent\ttotp@example.com\tTess Tanner\tsince 2026-11-29`],
      err: [],
    });
  });

  it('changes a role when added again', async () => {
    const tess = await idOf('totp@example.com');
    expect((await run(['add', 'totp@example.com'], 'admin')).out).toEqual([`totp@example.com (account ${tess}) is staff of the support desk: admin (was agent).`]);
    expect((await run(['add', 'totp@example.com'], 'admin')).out).toEqual([`totp@example.com (account ${tess}) is staff of the support desk: admin (unchanged).`]);
    expect((await run(['add', 'totp@example.com'], 'agent')).out).toEqual([`totp@example.com (account ${tess}) is staff of the support desk: agent (was admin).`]);
  });

  it('refuses an unknown role, a missing address, an unknown or malformed address, and changes nothing', async () => {
    const before = await run(['list']);
    expect(await run(['add', 'nomfa@example.com'], 'boss')).toEqual({ code: 1, out: [], err: [USAGE] });
    expect(await run(['add', 'nomfa@example.com'])).toEqual({ code: 1, out: [], err: [USAGE] });
    expect(await run(['add'], 'agent')).toEqual({ code: 1, out: [], err: [USAGE] });
    expect(await run(['add', 'nobody@example.com'], 'agent')).toEqual({ code: 1, out: [], err: ['No account uses nobody@example.com.'] });
    expect(await run(['add', 'not-an-address'], 'agent')).toEqual({ code: 1, out: [], err: ['not-an-address is not an e-mail address.'] });
    expect(await run(['promote', 'nomfa@example.com'], 'agent')).toEqual({ code: 1, out: [], err: [USAGE] });
    expect(await run(['list'])).toEqual(before);
  });

  it('removes a staff member: their next desk request gets the 404 of anyone else, their portal session lives on', async () => {
    const tess = await idOf('totp@example.com');
    t.clock.advance(31_000);
    const headers = sessionHeaders((await signInWithFactor(t.app, 'totp@example.com', 'totp', totpCode(t.clock.now()))).json().access_token);
    expect((await t.app.inject({ url: API.supportMe, headers })).json()).toEqual({ data: { id: tess, role: 'agent' } });

    expect(await run(['remove', 'totp@example.com'])).toEqual({ code: 0, out: [`totp@example.com (account ${tess}) is no longer staff: the desk answers them 404 from their next request.`], err: [] });
    const refused = await t.app.inject({ url: API.supportMe, headers });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ code: 'not_found', message: 'Not found.' });
    expect((await t.app.inject({ url: API.user, headers })).statusCode).toBe(200);

    expect(await run(['remove', 'totp@example.com'])).toEqual({ code: 1, out: [], err: ['totp@example.com is not staff.'] });
    expect((await run(['list'])).out).toEqual([expect.stringMatching(/\tadmin\tdemo@example\.com\tJan Peeters\t/)]);
  });
});
