import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { CardsTable, InvitationsTable } from '../../db/types';

/**
 * Rows per statement. 500 rows of at most 10 values stay far below the bound-parameter limits of
 * SQLite (32,766) and PostgreSQL (65,535), and 100,000 rows take 200 round trips of each kind.
 */
const BATCH = 500;

/** What the file sets on a card; user_id and activated_at belong to onboarding and are never written here. */
const CARD_DATA = ['kind', 'firstname', 'lastname', 'national_register_number_hash', 'language', 'status'] as const;
/** What the file sets on an invitation; user_id and used_at are never written here. */
const INVITATION_DATA = ['platform', 'email', 'firstname', 'lastname', 'company', 'language', 'expires_at'] as const;

export interface Counts {
  total: number;
  new: number;
  updated: number;
  unchanged: number;
}

/**
 * Batches in key order: two imports that share keys then lock rows in the same order on PostgreSQL,
 * so one waits for the other instead of both dying in a deadlock.
 */
function* batches<T>(rows: T[], key: (row: T) => string): Generator<T[]> {
  const sorted = [...rows].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
  for (let i = 0; i < sorted.length; i += BATCH) yield sorted.slice(i, i + BATCH);
}

/**
 * Sorts a batch into new, changed and unchanged rows against what is stored, and returns the rows
 * to write: unchanged rows are not written at all, so re-importing a file changes nothing (not even
 * imported_at, which therefore says when a row last changed).
 */
function sortOut<R extends Record<string, unknown>>(
  batch: R[],
  stored: Map<unknown, Record<string, unknown>>,
  key: keyof R,
  data: readonly (keyof R)[],
  counts: Counts,
): R[] {
  const writes: R[] = [];
  for (const row of batch) {
    const old = stored.get(row[key]);
    if (!old) counts.new += 1;
    else if (data.every((column) => (old[column as string] ?? null) === (row[column] ?? null))) {
      counts.unchanged += 1;
      continue;
    } else counts.updated += 1;
    writes.push(row);
  }
  return writes;
}

/**
 * Inserts new cards and updates changed ones, a batch per statement. The insert also carries
 * ON CONFLICT DO UPDATE so that a card another import added meanwhile is updated, not a failure.
 */
export async function upsertCards(trx: Db, rows: Insertable<CardsTable>[]): Promise<Counts> {
  const counts: Counts = { total: rows.length, new: 0, updated: 0, unchanged: 0 };
  for (const batch of batches(rows, (r) => r.card_number_hash)) {
    const stored = await trx
      .selectFrom('cards')
      .select(['card_number_hash', ...CARD_DATA])
      .where(
        'card_number_hash',
        'in',
        batch.map((r) => r.card_number_hash),
      )
      .execute();
    const writes = sortOut(batch, new Map(stored.map((s) => [s.card_number_hash, s])), 'card_number_hash', CARD_DATA, counts);
    if (writes.length === 0) continue;
    await trx
      .insertInto('cards')
      .values(writes)
      .onConflict((oc) =>
        oc.column('card_number_hash').doUpdateSet((eb) => ({
          kind: eb.ref('excluded.kind'),
          firstname: eb.ref('excluded.firstname'),
          lastname: eb.ref('excluded.lastname'),
          national_register_number_hash: eb.ref('excluded.national_register_number_hash'),
          language: eb.ref('excluded.language'),
          status: eb.ref('excluded.status'),
          imported_at: eb.ref('excluded.imported_at'),
        })),
      )
      .execute();
  }
  return counts;
}

/** The same for invitations, keyed by the code's hash. */
export async function upsertInvitations(trx: Db, rows: Insertable<InvitationsTable>[]): Promise<Counts> {
  const counts: Counts = { total: rows.length, new: 0, updated: 0, unchanged: 0 };
  for (const batch of batches(rows, (r) => r.code_hash)) {
    const stored = await trx
      .selectFrom('invitations')
      .select(['code_hash', ...INVITATION_DATA])
      .where(
        'code_hash',
        'in',
        batch.map((r) => r.code_hash),
      )
      .execute();
    const writes = sortOut(batch, new Map(stored.map((s) => [s.code_hash, s])), 'code_hash', INVITATION_DATA, counts);
    if (writes.length === 0) continue;
    await trx
      .insertInto('invitations')
      .values(writes)
      .onConflict((oc) =>
        oc.column('code_hash').doUpdateSet((eb) => ({
          platform: eb.ref('excluded.platform'),
          email: eb.ref('excluded.email'),
          firstname: eb.ref('excluded.firstname'),
          lastname: eb.ref('excluded.lastname'),
          company: eb.ref('excluded.company'),
          language: eb.ref('excluded.language'),
          expires_at: eb.ref('excluded.expires_at'),
          imported_at: eb.ref('excluded.imported_at'),
        })),
      )
      .execute();
  }
  return counts;
}
