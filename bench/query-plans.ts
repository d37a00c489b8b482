// Every query of the scale rows' paths (a password sign-in, GET /api/user, GET /api/mfa) must use
// an index, or its time grows with the number of users. This runs those calls once through the
// real app on PostgreSQL with N bench users, collects the SQL they ran and EXPLAINs each with
// sequential scans switched off: a plan that still scans a table has no index to use.
// Usage: npm run bench:plans -- [--users N]   (BENCH_DATABASE_URL; default 20000 users, schema bench_plans)
import { randomUUID } from 'node:crypto';
import { Kysely } from 'kysely';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config/config';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import { postgresDialect } from '../apps/server/src/db/postgres';
import type { Tables } from '../apps/server/src/db/types';
import { DEMO_PASSWORD } from '../apps/server/src/demo/accounts';
import { seedDemoData } from '../apps/server/src/demo/seed';
import { seededUser, seedUsers } from './seed-users';

const SCHEMA = 'bench_plans';
const args = process.argv.slice(2);
const users = args.includes('--users') ? Number(args[args.indexOf('--users') + 1]) : 20_000;
const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const admin = new pg.Client({ connectionString: url });
await admin.connect();
await admin.query(`drop schema if exists ${SCHEMA} cascade; create schema ${SCHEMA}`);

let capturing = false;
const ran = new Map<string, readonly unknown[]>();
const db = new Kysely<Tables>({
  dialect: postgresDialect(url, { schema: SCHEMA }).dialect,
  log: (event) => {
    if (capturing && !ran.has(event.query.sql)) ran.set(event.query.sql, event.query.parameters);
  },
});
const database = { db, dialect: 'postgres' as const };
const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: url, WEB_DIST_DIR: '/nonexistent' });
await migrateToLatest(database, config);
await seedDemoData(database, config);
await seedUsers(url, SCHEMA, users);
await admin.query(`set search_path = ${SCHEMA}; analyze`);

const app = await buildApp(config, { database });
await app.ready();
const account = seededUser(Math.ceil(users / 2));
const headers = { 'content-type': 'application/json', 'x-device-id': randomUUID() };
const signIn = () => app.inject({ method: 'POST', url: '/api/token', headers, payload: { username: account, password: DEMO_PASSWORD } });
await signIn(); // the first sign-in of a device differs (new-device notice): measure the usual one
capturing = true;
const signedIn = await signIn();
const token = signedIn.json<{ access_token?: string }>().access_token;
if (signedIn.statusCode !== 200 || !token) throw new Error(`sign-in failed: ${signedIn.statusCode} ${signedIn.body}`);
for (const path of ['/api/user', '/api/mfa']) {
  const response = await app.inject({ url: path, headers: { authorization: `Bearer ${token}` } });
  if (response.statusCode !== 200) throw new Error(`${path}: ${response.statusCode}`);
}
capturing = false;
await app.close();

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}
const nodes = (plan: PlanNode): PlanNode[] => [plan, ...(plan.Plans ?? []).flatMap(nodes)];

await admin.query('set enable_seqscan = off');
let scans = 0;
console.log(`| query (${users.toLocaleString('en')} users) | indexes | sequential scans |\n|---|---|---|`);
for (const [sql, parameters] of ran) {
  if (/^(begin|commit|rollback|savepoint|release)/i.test(sql)) continue;
  const { rows } = await admin.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(`explain (format json) ${sql}`, [...parameters]);
  const plan = nodes(rows[0]!['QUERY PLAN'][0].Plan);
  const indexes = [...new Set(plan.flatMap((n) => (n['Index Name'] ? [n['Index Name']] : [])))];
  const seq = plan.filter((n) => n['Node Type'] === 'Seq Scan').map((n) => n['Relation Name']);
  scans += seq.length;
  console.log(`| \`${sql.replace(/\s+/g, ' ').slice(0, 140)}\` | ${indexes.join(', ') || '–'} | ${seq.join(', ') || '–'} |`);
}
await admin.query(`drop schema ${SCHEMA} cascade`);
await admin.end();
console.log(scans === 0 ? '\nevery query uses an index' : `\n${scans} sequential scan(s)`);
process.exit(scans === 0 ? 0 : 1);
