import type { SecurityEventType } from '@portal/contract/events';
import type { AuditEntry } from '@portal/contract/support-admin';
import { PostgresAdapter, sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database';

/**
 * The admins' audit of the desk (GET /api/support/audit and its export): the desk's entries in the
 * agents' own logs, never the person's copies (`support_<action>`), which say the same from the
 * person's side.
 */
const KIND_OF = {
  support_search: 'search',
  support_person_viewed: 'person_viewed',
  support_action: 'action',
  support_admin_action: 'admin',
} as const satisfies Partial<Record<SecurityEventType, AuditEntry['kind']>>;
type DeskEventType = keyof typeof KIND_OF;
const DESK_EVENT_TYPES = Object.keys(KIND_OF) as DeskEventType[];

export interface AuditFilter {
  /** Only this staff member's entries. */
  agent?: number;
  /** Entries with a smaller id: the `next` of the previous page. */
  before?: number;
  /** Entries recorded in [from, to) (epoch ms): the export's period. */
  from?: number;
  to?: number;
}

/**
 * One page of the audit, newest first, with the names of agent and person, in one query: for each
 * desk event type its newest `limit` entries by id (migration 0028's (action, id) index, or 0011's
 * (user_id, id) for one agent), merged, then joined to the accounts. `next` is the id to page on,
 * null on the last page.
 */
export async function auditPage(db: Db, filter: AuditFilter, limit: number): Promise<{ entries: AuditEntry[]; next: number | null }> {
  const rows = await auditRows(db, filter, limit + 1);
  const page = rows.slice(0, limit);
  return { entries: page.map(toEntry), next: rows.length > limit ? (page.at(-1)?.id ?? null) : null };
}

function newestOfType(db: Db, type: DeskEventType, filter: AuditFilter, limit: number) {
  return db
    .selectFrom('security_events')
    .select(['id', 'user_id', 'action', 'detail', 'created_at'])
    .where('action', '=', type)
    .$if(filter.agent !== undefined, (q) => q.where('user_id', '=', filter.agent ?? 0))
    .$if(filter.before !== undefined, (q) => q.where('id', '<', filter.before ?? 0))
    .$if(filter.from !== undefined, (q) => q.where('created_at', '>=', filter.from ?? 0))
    .$if(filter.to !== undefined, (q) => q.where('created_at', '<', filter.to ?? 0))
    .orderBy('id', 'desc')
    .limit(limit);
}

function auditRows(db: Db, filter: AuditFilter, limit: number) {
  // Each branch is wrapped in its own select: SQLite allows no ORDER BY or LIMIT on a compound's members.
  const [first, ...others] = DESK_EVENT_TYPES.map((type, i) => db.selectFrom(newestOfType(db, type, filter, limit).as(`t${i}`)).selectAll());
  const merged = others.reduce((union, branch) => union.unionAll(branch), first!);
  return db
    .selectFrom(merged.as('e'))
    .innerJoin('users as agent', 'agent.id', 'e.user_id')
    .leftJoin('users as person', (join) => join.on('person.id', '=', personIdOf(db)))
    .select(['e.id', 'e.user_id', 'e.action', 'e.detail', 'e.created_at', 'agent.firstname as agent_firstname', 'agent.lastname as agent_lastname'])
    .select(['person.firstname as person_firstname', 'person.lastname as person_lastname'])
    .orderBy('e.id', 'desc')
    .limit(limit)
    .execute();
}

/** `detail.person` of the merged events, as an integer: JSON is read differently by each database. */
function personIdOf(db: Db): RawBuilder<number> {
  return db.getExecutor().adapter instanceof PostgresAdapter
    ? sql<number>`cast(cast(e.detail as json) ->> 'person' as integer)`
    : sql<number>`cast(json_extract(e.detail, '$.person') as integer)`;
}

type AuditRow = Awaited<ReturnType<typeof auditRows>>[number];

const fullName = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim();

function toEntry(row: AuditRow): AuditEntry {
  const detail = parseDetail(row.detail);
  const type = row.action as DeskEventType;
  const person = typeof detail.person === 'number' ? { id: detail.person, name: fullName(row.person_firstname, row.person_lastname) } : null;
  return {
    id: row.id,
    at: new Date(Number(row.created_at)).toISOString(),
    agent: { id: row.user_id, name: fullName(row.agent_firstname, row.agent_lastname) },
    kind: KIND_OF[type],
    action: stringOrNull(type === 'support_search' ? detail.by : detail.action),
    person,
    reason: stringOrNull(detail.reason),
    client_id: stringOrNull(detail.client_id),
  };
}

function parseDetail(detail: string | null): Record<string, unknown> {
  if (detail === null) return {};
  try {
    const parsed: unknown = JSON.parse(detail);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const stringOrNull = (value: unknown) => (typeof value === 'string' ? value : null);
