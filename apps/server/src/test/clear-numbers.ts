import { expect } from 'vitest';
import type { Database } from '../db/database';

/**
 * Issue 32: card numbers and national register numbers are stored as keyed digests only. Reads
 * every row of the tables a flow can write one to, raw, and fails if any of these numbers appears
 * in clear (also with its last digits cut off: a truncated copy is still the number).
 */
export async function expectNoClearNumbers(database: Database, ...numbers: string[]): Promise<void> {
  const { db } = database;
  const tables = {
    users: await db.selectFrom('users').selectAll().execute(),
    cards: await db.selectFrom('cards').selectAll().execute(),
    verifications: await db.selectFrom('verifications').selectAll().execute(),
    security_events: await db.selectFrom('security_events').selectAll().execute(),
  };
  for (const [table, rows] of Object.entries(tables)) {
    const raw = JSON.stringify(rows);
    for (const number of numbers) expect(raw, `${table} holds ${number} in clear`).not.toContain(number.replace(/\D/g, '').slice(0, 12));
  }
}
