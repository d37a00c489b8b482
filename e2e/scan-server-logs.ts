import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_TOTP_SECRET, fixedSecretsIn, passwordsIn, scanLogs, scannerFor, secretsInMessages, type Secret, type SourceFile } from './support/log-scan';
import { outboxOf } from './support/outbox-store';
import { ledgerFile, serverLogDir, type LedgerEntry } from './support/server-logs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Fewer request lines than this in all the logs of a run means they were not logged (one spec makes dozens). */
const MIN_REQUEST_LINES = 20;
/** Findings printed; the rest are counted. */
const SHOWN_FINDINGS = 40;

function sourcesUnder(directory: string): SourceFile[] {
  const files: SourceFile[] = [];
  for (const entry of readdirSync(join(root, directory), { withFileTypes: true })) {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) files.push(...sourcesUnder(path));
    // The scanner's own patterns are no secrets.
    else if (/\.(ts|mjs)$/.test(entry.name) && !entry.name.endsWith('.test.ts') && entry.name !== 'log-scan.ts') files.push({ file: path, text: readFileSync(join(root, path), 'utf8') });
  }
  return files;
}

function readLedger(): LedgerEntry[] {
  if (!existsSync(ledgerFile)) return [];
  return readFileSync(ledgerFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as LedgerEntry);
}

/**
 * Playwright's global teardown, after the last spec and before the test servers stop: every line
 * every server of the run logged (test-results/server-logs/, support/server-logs.ts) is searched
 * for the run's secrets: the passwords of the specs and the seed, the demo authenticator secret and
 * recovery keys, the demo clients' secrets, every code and link token the outboxes sent, and
 * anything shaped like a JWT, bearer credential, 256-bit token, recovery key, authenticator
 * secret, card number, IBAN or one-time code. A finding, or a run that logged no requests, fails it.
 */
export default async function scanServerLogs(): Promise<void> {
  const logs = existsSync(serverLogDir) ? readdirSync(serverLogDir).filter((name) => name.endsWith('.log')) : [];
  const sources = [...sourcesUnder('e2e/tests'), ...sourcesUnder('e2e/support'), ...sourcesUnder('apps/server/src/demo'), ...sourcesUnder('apps/server/src/config')];
  const secrets: Secret[] = [
    ...passwordsIn(sources),
    ...fixedSecretsIn(sources),
    { what: 'the demo authenticator secret', value: DEMO_TOTP_SECRET },
    ...[...'23456789AB'].map((c) => ({ what: 'a demo recovery key', value: `DEMKY-2222${c}` })),
  ];
  // The outboxes as they stand (the main servers', the last extra server on each port), and those
  // extra servers recorded before they stopped.
  for (const name of logs.map((file) => file.slice(0, -'.log'.length))) secrets.push(...secretsInMessages(await outboxOf(name), name));
  for (const entry of readLedger()) {
    if (entry.secret) secrets.push({ what: `a setting of ${entry.source}`, value: entry.secret });
    if (entry.message) secrets.push(...secretsInMessages([{ text: entry.message }], entry.source));
  }
  if (!secrets.some((s) => s.value === 'Demo-Password-1!')) throw new Error('The log scan found no password in the sources: its collection is broken');

  const files = logs.map((name) => ({ name: relative(root, join(serverLogDir, name)), text: readFileSync(join(serverLogDir, name), 'utf8') }));
  const report = scanLogs(files, scannerFor(secrets), MIN_REQUEST_LINES);
  const size = files.reduce((sum, f) => sum + statSync(join(root, f.name)).size, 0);
  console.log(
    `Server logs: ${report.files} file(s), ${report.lines} lines (${report.requestLines} requests, ${(size / 1e6).toFixed(1)} MB) scanned for ${secrets.length} secrets and their shapes: ${report.findings.length} finding(s).`,
  );
  if (report.vacuous) throw new Error(`The server log scan proves nothing: ${report.vacuous}. Logs: ${relative(root, serverLogDir)}`);
  if (report.findings.length > 0) {
    const shown = report.findings.slice(0, SHOWN_FINDINGS).join('\n  ');
    const more = report.findings.length > SHOWN_FINDINGS ? `\n  … and ${report.findings.length - SHOWN_FINDINGS} more` : '';
    throw new Error(`Secrets in the server logs (file:line: what):\n  ${shown}${more}`);
  }
}
