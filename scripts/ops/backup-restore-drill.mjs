#!/usr/bin/env node
// The backup and restore drill of docs/operations.md, on PostgreSQL: a portal database with the
// demo accounts is dumped with pg_dump, restored with pg_restore into a new database, and a person
// signs in on the restored one with password and authenticator code (which needs APP_SECRET to
// decrypt the authenticator secret). The same restore under another APP_SECRET does not start, and
// says why.
// Needs the build (npm run build) and PostgreSQL (POSTGRES_URL, default the local trust-auth one).
//   node scripts/ops/backup-restore-drill.mjs
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Secret, TOTP } from 'otpauth';

const server = new URL('../../apps/server/dist/main.js', import.meta.url).pathname;
const admin = new URL(process.env.POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
const appSecret = 'drill-app-secret-0123456789abcdef0123456789';
const port = 8790;
const suffix = String(process.pid);
const [source, restored] = [`drill_source_${suffix}`, `drill_restored_${suffix}`];
const dir = mkdtempSync(join(tmpdir(), 'portal-drill-'));
const urlOf = (database) => Object.assign(new URL(admin), { pathname: `/${database}` }).toString();
const pgArgs = ['-h', admin.hostname, '-p', admin.port || '5432', '-U', admin.username || 'postgres'];
const sh = (command, args) => execFileSync(command, args, { stdio: ['ignore', 'pipe', 'inherit'] }).toString();

/** Runs `work` against a server on `database`; or, when the server stops at start, answers its last log line. */
async function withServer(database, secret, work) {
  const env = { ...process.env, NODE_ENV: 'development', PORT: String(port), DATABASE_URL: urlOf(database), APP_SECRET: secret, LOG_LEVEL: 'warn' };
  const child = spawn(process.execPath, [server], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => (output += chunk));
  try {
    for (let i = 0; i < 150 && child.exitCode === null; i++) {
      const ready = await fetch(`http://127.0.0.1:${port}/api/health/ready`).then((r) => r.ok, () => false);
      if (ready) return await work();
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const fatal = output.split('\n').filter(Boolean).map((line) => JSON.parse(line)).find((line) => line.level === 60);
    return { stopped: child.exitCode, message: fatal?.err?.message };
  } finally {
    child.kill('SIGTERM');
    if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve));
  }
}

/** totp@example.com's sign-in: the HTTP status of the authenticator code step. */
async function signInWithAuthenticator() {
  const headers = { 'content-type': 'application/json', accept: 'application/json', 'x-device-id': crypto.randomUUID() };
  const post = (path, body) => fetch(`http://127.0.0.1:${port}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  const first = await (await post('/api/token', { username: 'totp@example.com', password: 'Demo-Password-1!' })).json();
  const totp = first.mfa.methods.find((m) => m.method === 'totp');
  await post('/api/token/mfa/send', { payload: first.mfa.payload, mfaId: totp.id });
  const code = TOTP.generate({ secret: Secret.fromBase32('DEMOTOTPSECRETFORTHEPORTAL234567') });
  return (await post('/api/token/mfa/confirm', { payload: first.mfa.payload, code })).status;
}

try {
  sh('createdb', [...pgArgs, source]);
  // A development start migrates and seeds the demo accounts: the data to back up.
  await withServer(source, appSecret, async () => {});
  const dump = join(dir, 'portal.dump');
  sh('pg_dump', [...pgArgs, '--format=custom', '--file', dump, source]);
  console.log(`pg_dump: ${statSync(dump).size} bytes`);
  sh('createdb', [...pgArgs, restored]);
  sh('pg_restore', [...pgArgs, '--no-owner', '--dbname', restored, dump]);
  const withSecret = await withServer(restored, appSecret, signInWithAuthenticator);
  console.log(`Restored database, same APP_SECRET: authenticator sign-in answered ${withSecret}`);
  const otherSecret = await withServer(restored, 'another-app-secret-0123456789abcdef01234', signInWithAuthenticator);
  console.log(`Restored database, another APP_SECRET: ${JSON.stringify(otherSecret)}`);
  if (withSecret !== 200 || otherSecret.stopped !== 1 || !/APP_SECRET is not the one/.test(otherSecret.message)) {
    throw new Error('the drill did not go as docs/operations.md says');
  }
  console.log('Drill passed: the dump restores and serves; it needs the APP_SECRET it was made under.');
} finally {
  for (const database of [source, restored]) {
    sh('dropdb', [...pgArgs, '--if-exists', database]);
  }
  rmSync(dir, { recursive: true, force: true });
}
