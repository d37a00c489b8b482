import type { Insertable } from 'kysely';
import type { Database, Db } from '../../db/database';
import { withSqliteWriteLock } from '../../db/sqlite-write-lock';
import type { CardsTable, InvitationsTable } from '../../db/types';
import { cardNumberDigest, nationalRegisterNumberDigest } from '../../lib/identity-digest';
import { readCsv, type LineProblem } from './csv';
import { checkRow, type Checked, type FieldCheck } from './fields';
import { CARD_COLUMNS, INVITATION_COLUMNS, cardFields, invitationFields } from './rows';
import * as store from './import-store';

/** How many rows the file had, and how many of them were new, changed or already as stored. */
export type ImportSummary = store.Counts;

/** A good file is imported whole; a bad one changes nothing and each problem names its line. */
export type ImportOutcome = { ok: true; summary: ImportSummary } | { ok: false; problems: string[] };

/**
 * Imports the card issuer's card file (docs/cards.md). Every row is checked before anything is
 * written; then all rows go in one transaction. Idempotent: a known card gets the file's kind,
 * names, register number, language and status, but never loses its activation. The card number
 * and the register number are stored as their keyed digests only (lib/identity-digest.ts).
 */
export async function importCards(database: Database, appSecret: string, csv: string, now: number): Promise<ImportOutcome> {
  const checked = checkFile(csv, CARD_COLUMNS, cardFields, (card) => (card.card_number ? { key: card.card_number, label: `card_number: ${card.card_number} is` } : null));
  if (!checked.ok) return checked;
  const rows: Insertable<CardsTable>[] = checked.rows.map(({ card_number, national_register_number, ...card }) => ({
    ...card,
    card_number_hash: cardNumberDigest(appSecret, card_number),
    national_register_number_hash: national_register_number === null ? null : nationalRegisterNumberDigest(appSecret, national_register_number),
    imported_at: now,
  }));
  return { ok: true, summary: await inTransaction(database, (trx) => store.upsertCards(trx, rows)) };
}

/**
 * Imports an invitation file. Codes are secrets: only their keyed hash (invitationCodeHash) is
 * stored, so the same code in two files is the same invitation. A known invitation gets the file's
 * platform, contact, names, language and expiry, but a used one stays used.
 */
export async function importInvitations(database: Database, hash: (code: string) => string, csv: string, now: number): Promise<ImportOutcome> {
  // The code itself is not echoed: the report may end up in a log.
  const checked = checkFile(csv, INVITATION_COLUMNS, invitationFields, (invitation) => (invitation.code ? { key: invitation.code, label: 'code: the same code is' } : null));
  if (!checked.ok) return checked;
  const rows: Insertable<InvitationsTable>[] = checked.rows.map(({ code, ...invitation }) => ({ ...invitation, code_hash: hash(code), imported_at: now }));
  return { ok: true, summary: await inTransaction(database, (trx) => store.upsertInvitations(trx, rows)) };
}

/** Reads and checks every row; a key (card number, code) seen on an earlier line is a problem too. */
function checkFile<F extends Record<string, FieldCheck<unknown>>>(
  csv: string,
  columns: readonly string[],
  fields: F,
  keyOf: (row: Partial<Checked<F>>) => { key: string; label: string } | null,
): { ok: true; rows: Checked<F>[] } | { ok: false; problems: string[] } {
  const read = readCsv(csv, columns);
  const problems: LineProblem[] = [...read.problems];
  const rows: Checked<F>[] = [];
  const firstLine = new Map<string, number>();
  for (const { line, values } of read.rows) {
    const { value, problems: rowProblems } = checkRow(values, fields);
    problems.push(...rowProblems.map((problem) => ({ line, problem })));
    const keyed = keyOf(value);
    if (keyed) {
      const earlier = firstLine.get(keyed.key);
      if (earlier !== undefined) problems.push({ line, problem: `${keyed.label} also on line ${earlier}` });
      else firstLine.set(keyed.key, line);
    }
    if (rowProblems.length === 0) rows.push(value as Checked<F>);
  }
  if (problems.length === 0) return { ok: true, rows };
  // Stable sort: a line's problems stay in column order.
  return { ok: false, problems: problems.sort((a, b) => a.line - b.line).map(({ line, problem }) => `line ${line}: ${problem}`) };
}

/**
 * One transaction. On SQLite it is `begin immediate` with an asynchronous wait for the write lock
 * (withSqliteWriteLock): an import holds the lock for seconds, longer than the busy timeout another
 * importing connection would wait synchronously.
 */
function inTransaction<T>(database: Database, work: (trx: Db) => Promise<T>): Promise<T> {
  if (database.dialect === 'sqlite') return withSqliteWriteLock(database.db, () => work(database.db), () => false);
  return database.db.transaction().execute(work);
}
