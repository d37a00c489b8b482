import type { AuditEntry } from '@portal/contract/support-admin';
import type { Db } from '../../db/database';
import { auditPage } from './audit-log';

/** How many entries the export reads at a time: a year of them never sits in memory. */
const EXPORT_PAGE = 500;

const HEADER = ['id', 'at', 'agent_id', 'agent_name', 'kind', 'action', 'person_id', 'person_name', 'client_id', 'reason'];

/**
 * GET /api/support/audit/export: the audit of [from, to) as CSV (RFC 4180: CRLF line ends, a header
 * line, quoted fields where needed), newest first, read page by page as the answer is sent.
 */
export async function* auditCsv(db: Db, from: number, to: number): AsyncGenerator<string> {
  yield csvLine(HEADER);
  let before: number | undefined;
  do {
    const { entries, next } = await auditPage(db, { from, to, ...(before === undefined ? {} : { before }) }, EXPORT_PAGE);
    if (entries.length > 0) yield entries.map((entry) => csvLine(cellsOf(entry))).join('');
    before = next ?? undefined;
  } while (before !== undefined);
}

function cellsOf(entry: AuditEntry): (string | number | null)[] {
  return [entry.id, entry.at, entry.agent.id, entry.agent.name, entry.kind, entry.action, entry.person?.id ?? null, entry.person?.name ?? null, entry.client_id ?? null, entry.reason];
}

export function csvLine(cells: (string | number | null)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/**
 * One field. A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return, which
 * some strip first) as a formula, and reasons and names are typed by people: such a text gets a
 * leading apostrophe (OWASP's CSV injection advice). Then RFC 4180's quoting.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
