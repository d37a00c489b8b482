import { appendFileSync, mkdirSync, openSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const e2eRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Where every server a browser run starts writes its stdout and stderr, one `NAME.log` per
 * database name (`e2e_8090`, `e2e_extra_8190`): inside Playwright's output directory, which it
 * empties at the start of each run, unless E2E_SERVER_LOG_DIR names another.
 */
export const serverLogDir = process.env.E2E_SERVER_LOG_DIR ?? join(e2eRoot, 'test-results', 'server-logs');

/** The file descriptor a server's output is appended to (a restarted server on one port keeps its earlier lines). */
export function openServerLog(name: string): number {
  mkdirSync(serverLogDir, { recursive: true });
  return openSync(join(serverLogDir, `${name}.log`), 'a');
}

/**
 * Secrets the log scan could not find by itself, one JSON object a line: settings given to an
 * extra server (an upstream client secret) and the outbox of an extra server before it stops, as
 * the next start on its port empties its database (scan-server-logs.ts reads it).
 */
export const ledgerFile = join(serverLogDir, 'secrets.jsonl');

export type LedgerEntry = { source: string; secret?: string; message?: string };

export function recordInLedger(entries: LedgerEntry[]): void {
  if (entries.length === 0) return;
  mkdirSync(serverLogDir, { recursive: true });
  appendFileSync(ledgerFile, entries.map((entry) => `${JSON.stringify(entry)}\n`).join(''));
}
