// `npm run bench`: the portal side by side with its references, one row per capacity question of
// issue 12, printed as a Markdown table. See bench/README.md.
import type autocannon from 'autocannon';
import { OAUTH } from '../packages/contract/src/oauth';
import { argon2Reference } from './lib/argon2-reference';
import { BenchDatabase, SCHEMA } from './lib/bench-database';
import { parseOptions, type RowKey } from './lib/options';
import { pinLoadGenerator } from './lib/pinning';
import { startPortal, startServer, type RunningServer } from './lib/processes';
import { measureHttp, type Measurement, type Plan } from './lib/measure';
import { refreshLoad } from './lib/refresh-load';
import { isValid, markdownTable, type Row } from './lib/table';
import { describeMachine } from './lib/machine';
import { pageTable } from './lib/page-table';
import { BARE_CLIENT, bareTokens } from './references/bare-client';
import { Browser, NO_MFA_ACCOUNT, NO_MFA_ACCOUNTS, basicAuth, deviceId, loginBody, PARTNER } from './portal/session';
import { seedUsers, seededUser } from './seed-users';

const options = parseOptions(process.argv.slice(2));
const plan: Plan = { runs: options.runs, seconds: options.seconds, warmupSeconds: options.warmupSeconds };
const LOGIN_CONNECTIONS = 2; // under the 3 free guesses an account has in flight (lib/failure-limiter.ts)
const REFRESH_CHAINS = 8;
const OIDC_CONNECTIONS = 10;
const API_CONNECTIONS = 100;

pinLoadGenerator();
const servers: RunningServer[] = [];
const benchDatabase = new BenchDatabase(options);

/** No server outlives the bench, whatever ends it. */
function abort(reason: unknown): never {
  console.error(reason instanceof Error ? (reason.stack ?? reason.message) : reason);
  for (const server of servers) server.kill();
  benchDatabase.removeFile();
  process.exit(1);
}
process.on('uncaughtException', abort);
process.on('unhandledRejection', abort);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => abort(`stopped by ${signal}`));

async function side(measure: () => Promise<Measurement>): Promise<Measurement | Error> {
  try {
    return await measure();
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}`, 'x-device-id': deviceId });
const introspect = (url: string, authorization: string, token: string): autocannon.Options => ({
  url: url + OAUTH.introspection,
  method: 'POST',
  connections: OIDC_CONNECTIONS,
  headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
  body: `token=${encodeURIComponent(token)}`,
});

async function main(): Promise<number> {
  const database = await benchDatabase.create();
  const port = options.basePort;
  const portal = await startPortal({ name: 'portal', databaseUrl: database.url, port });
  servers.push(portal);
  const hello = await startServer({ name: 'Fastify hello-world', args: ['--import', 'tsx', 'bench/references/hello-world.ts'], port: port + 1 });
  servers.push(hello);
  const bare = options.users ? null : await startServer({ name: 'bare oidc-provider', args: ['--import', 'tsx', 'bench/references/bare-provider.ts'], port: port + 2 });
  if (bare) servers.push(bare);
  // Issue 39's reference: the same provider on the portal's database engine, with its security headers.
  const engine = options.database === 'sqlite' ? 'SQLite' : 'PostgreSQL';
  const bareOnDatabase = options.users ? null : await startServer({ name: `bare oidc-provider on ${engine}`, args: ['--import', 'tsx', 'bench/references/bare-provider-db.ts'], port: port + 4, env: { BARE_DATABASE_URL: database.referenceUrl } });
  if (bareOnDatabase) servers.push(bareOnDatabase);

  const rows: Row[] = [];
  const wants = (key: RowKey) => !options.only || options.only.has(key);
  const row = async (what: string, referenceName: string, portalSide: () => Promise<Measurement>, referenceSide: () => Promise<Measurement>) => {
    console.error(`measuring: ${what}`);
    rows.push({ what, referenceName, portal: await side(portalSide), reference: await side(referenceSide) });
  };
  const loginRow = (account: string, suffix: string) =>
    row(`password logins/s (POST /api/token, no second factor)${suffix}`, 'bare @node-rs/argon2 verify',
      () => measureHttp({ url: portal.url + '/api/token', method: 'POST', connections: LOGIN_CONNECTIONS, headers: { 'content-type': 'application/json', 'x-device-id': deviceId }, body: loginBody(account) }, plan),
      () => argon2Reference(plan, LOGIN_CONNECTIONS));
  const apiRows = async (apiToken: string, paths: string[], suffix: string) => {
    const helloWorld = await side(() => measureHttp({ url: hello.url, connections: API_CONNECTIONS }, plan));
    for (const path of paths) {
      console.error(`measuring: GET ${path}${suffix}`);
      rows.push({ what: `GET ${path}, ${API_CONNECTIONS} connections${suffix}`, referenceName: 'Fastify hello-world', reference: helloWorld, portal: await side(() => measureHttp({ url: portal.url + path, connections: API_CONNECTIONS, headers: bearer(apiToken) }, plan)) });
    }
  };

  const notes: string[] = ['the portal runs as in production: its Prometheus metrics on (METRICS_PORT) and its back-channel logout queue running'];
  for (const count of options.users ?? []) {
    const started = performance.now();
    await seedUsers(options.databaseUrl, SCHEMA, count);
    notes.push(`seeded up to ${count.toLocaleString('en')} users (bench/seed-users.ts) in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    // A user in the middle of the table, signing in by e-mail like everyone.
    const account = seededUser(Math.ceil(count / 2));
    const suffix = ` (${count.toLocaleString('en')} users)`;
    await loginRow(account, suffix);
    await apiRows(await new Browser(portal.url).signIn(account), ['/api/user'], suffix);
  }

  if (bare && bareOnDatabase) {
    if (wants('login')) await loginRow(NO_MFA_ACCOUNT, '');
    // Signed in after the login row, whose many sessions of the same account come first.
    const browser = new Browser(portal.url);
    const apiToken = await browser.signIn(NO_MFA_ACCOUNT);
    const partnerAuth = basicAuth(PARTNER.id, PARTNER.secret);
    const bareAuth = basicAuth(BARE_CLIENT.client_id, BARE_CLIENT.client_secret);
    // One portal side, two references: the bare provider on the same database (issue 39), then in memory (for the record).
    const onDatabase = `bare oidc-provider on ${engine}, portal's security headers`;
    const twoReferences = async (what: string, portalSide: () => Promise<Measurement>, databaseSide: () => Promise<Measurement>, memorySide: () => Promise<Measurement>) => {
      console.error(`measuring: ${what}`);
      const measured = await side(portalSide);
      rows.push({ what: `${what}, against the same database`, referenceName: onDatabase, ratioAgainst: `${engine} reference`, portal: measured, reference: await side(databaseSide) });
      rows.push({ what, referenceName: 'bare oidc-provider, in memory', ratioAgainst: 'in-memory reference', portal: measured, reference: await side(memorySide) });
    };
    const chainsOf = (url: string) => async (n: number) => (await bareTokens(url, n)).refreshTokens;
    if (wants('refresh')) {
      await twoReferences(`refresh_token grant with rotation, ${REFRESH_CHAINS} chains`,
        () => refreshLoad(plan, portal.url, partnerAuth, REFRESH_CHAINS, (n) => browser.refreshChains(n)),
        () => refreshLoad(plan, bareOnDatabase.url, bareAuth, REFRESH_CHAINS, chainsOf(bareOnDatabase.url)),
        () => refreshLoad(plan, bare.url, bareAuth, REFRESH_CHAINS, chainsOf(bare.url)));
    }
    const portalAccess = (await browser.partnerTokens()).access_token;
    const bareAccess = (await bareTokens(bare.url, 0)).accessToken;
    const databaseAccess = (await bareTokens(bareOnDatabase.url, 0)).accessToken;
    const userinfo = (url: string, token: string) => () => measureHttp({ url: url + OAUTH.userinfo, connections: OIDC_CONNECTIONS, headers: bearer(token) }, plan);
    if (wants('userinfo')) await twoReferences(`userinfo (GET ${OAUTH.userinfo}), ${OIDC_CONNECTIONS} connections`, userinfo(portal.url, portalAccess), userinfo(bareOnDatabase.url, databaseAccess), userinfo(bare.url, bareAccess));
    if (wants('introspection')) {
      await twoReferences(`introspection (POST ${OAUTH.introspection}), ${OIDC_CONNECTIONS} connections`,
        () => measureHttp(introspect(portal.url, partnerAuth, portalAccess), plan),
        () => measureHttp(introspect(bareOnDatabase.url, bareAuth, databaseAccess), plan),
        () => measureHttp(introspect(bare.url, bareAuth, bareAccess), plan));
    }
    if (wants('jwks')) await row(`JWKS (GET ${OAUTH.jwks}), ${OIDC_CONNECTIONS} connections`, 'bare oidc-provider, in memory', () => measureHttp({ url: portal.url + OAUTH.jwks, connections: OIDC_CONNECTIONS }, plan), () => measureHttp({ url: bare.url + OAUTH.jwks, connections: OIDC_CONNECTIONS }, plan));
    const apiPaths = [...(wants('user') ? ['/api/user'] : []), ...(wants('mfa') ? ['/api/mfa'] : [])];
    if (apiPaths.length) await apiRows(apiToken, apiPaths, '');

    // `npm run serve -- --workers 2` on the same database, on every core, against the pinned one process.
    if (wants('workers')) await workersRow();
  }
  // Bytes and Lighthouse's scores, not requests: a table of its own, once the load rows are done.
  const pages = !options.users && wants('page') ? await pageTable(portal.url, options.lighthouseRuns, (what) => console.error(`measuring: ${what}`)) : null;
  async function workersRow() {
    const twoProcesses = await startPortal({ name: 'portal, 2 processes', databaseUrl: database.url, port: port + 3, workers: 2 });
    servers.push(twoProcesses);
    // Two processes need twice the logins in flight: 2 per account, over two accounts, on both sides.
    let connection = 0;
    const logins = (url: string): autocannon.Options => ({
      url: url + '/api/token', method: 'POST', connections: LOGIN_CONNECTIONS * NO_MFA_ACCOUNTS.length, headers: { 'content-type': 'application/json', 'x-device-id': deviceId },
      setupClient: (client) => client.setBody(loginBody(NO_MFA_ACCOUNTS[connection++ % NO_MFA_ACCOUNTS.length] ?? NO_MFA_ACCOUNT)),
    });
    await row(`password logins/s with \`--workers 2\`, ${LOGIN_CONNECTIONS * NO_MFA_ACCOUNTS.length} connections over ${NO_MFA_ACCOUNTS.length} accounts (both cores; load generator shares one)`, 'the same, 1 process on one core',
      () => measureHttp(logins(twoProcesses.url), plan),
      () => measureHttp(logins(portal.url), plan));
  }

  const runs = options.quick ? `--quick: ${plan.runs} run of ${plan.seconds} s, no warm-up beyond one request (numbers are a smoke test, not a measurement)` : `${plan.runs} runs of ${plan.seconds} s after a ${plan.warmupSeconds} s warm-up; median req/s, p50 and p99 of the runs`;
  if (rows.some((r) => r.ratioAgainst)) notes.push(`the OpenID rows "against the same database" compare the portal with bare oidc-provider on ${engine} (references/bare-provider-db.ts: a minimal adapter, the portal's durability, its security headers); the row after each, against the in-memory provider, is kept for the record, with the same portal measurement`);
  console.log(`\n## Benchmark, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC\n\n${markdownTable(rows)}\n\n${describeMachine(database.describe, runs)}\n${notes.map((note) => `- ${note}\n`).join('')}- any non-2xx answer or error makes a row INVALID\n${pages ? `\n${pages.text}` : ''}`);
  const invalid = rows.filter((r) => !isValid(r));
  if (invalid.length) console.error(`${invalid.length} row(s) INVALID: ${invalid.map((r) => r.what).join('; ')}`);
  for (const failure of pages?.failures ?? []) console.error(`page table: ${failure}`);
  return invalid.length || pages?.failures.length ? 1 : 0;
}

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  for (const server of servers) await server.stop();
  await benchDatabase.remove();
}
process.exit(exitCode);
