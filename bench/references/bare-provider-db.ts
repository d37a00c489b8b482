// The reference of issue 39: the bare oidc-provider of bare-provider-setup.ts with a minimal adapter
// written directly on the portal's database engine, at the portal's durability, and sending the
// portal's security headers on every answer. BARE_DATABASE_URL is `sqlite:FILE` (better-sqlite3,
// WAL, the portal's pragmas) or a postgres:// URL whose `options` set the search_path to a schema
// of its own (node-postgres, a pool of 10 like the portal's). One table keyed by (model, id), the
// payload as JSON text, columns for the grantId, uid and userCode lookups and the expiry. Every
// write commits on its own before the provider answers; no group commit, no cache.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import { SQLITE_BUSY_TIMEOUT_MS, SQLITE_PRAGMAS } from '../../apps/server/src/db/sqlite';
import { serveBareProvider } from './bare-provider-setup';

/** One row of the table; `expires_at` and `consumed_at` in epoch milliseconds. */
interface Row {
  model: string;
  id: string;
  payload: string;
  grant_id: string | null;
  uid: string | null;
  user_code: string | null;
  expires_at: number | null;
}
type Lookup = 'id' | 'uid' | 'user_code';

interface Store {
  upsert(row: Row): Promise<void>;
  find(model: string, column: Lookup, value: string, now: number): Promise<{ payload: string; consumed_at: number | null } | undefined>;
  consume(model: string, id: string, now: number): Promise<void>;
  destroy(model: string, id: string): Promise<void>;
  revokeByGrantId(model: string, grantId: string): Promise<void>;
}

// The same SQL on both engines; PostgreSQL's placeholders are `$n` for each `?` in turn.
const SCHEMA = [
  `create table if not exists bare_oidc_payloads (
    model text not null, id text not null, payload text not null,
    grant_id text, uid text, user_code text, expires_at bigint, consumed_at bigint,
    primary key (model, id))`,
  'create index if not exists bare_oidc_payloads_grant_id on bare_oidc_payloads (model, grant_id) where grant_id is not null',
  'create index if not exists bare_oidc_payloads_uid on bare_oidc_payloads (model, uid) where uid is not null',
  'create index if not exists bare_oidc_payloads_user_code on bare_oidc_payloads (model, user_code) where user_code is not null',
];
const UPSERT = `insert into bare_oidc_payloads (model, id, payload, grant_id, uid, user_code, expires_at) values (?, ?, ?, ?, ?, ?, ?)
  on conflict (model, id) do update set payload = excluded.payload, grant_id = excluded.grant_id, uid = excluded.uid, user_code = excluded.user_code, expires_at = excluded.expires_at`;
const FIND = (column: Lookup) => `select payload, consumed_at from bare_oidc_payloads where model = ? and ${column} = ? and (expires_at is null or expires_at > ?)`;
const CONSUME = 'update bare_oidc_payloads set consumed_at = ? where model = ? and id = ?';
const DESTROY = 'delete from bare_oidc_payloads where model = ? and id = ?';
const REVOKE = 'delete from bare_oidc_payloads where model = ? and grant_id = ?';
const LOOKUPS: Lookup[] = ['id', 'uid', 'user_code'];
/** `?, ?` as `$1, $2`, once per statement text. */
const numberedTexts = new Map<string, string>();
function numbered(text: string): string {
  let result = numberedTexts.get(text);
  if (result === undefined) {
    let n = 0;
    result = text.replace(/\?/g, () => `$${++n}`);
    numberedTexts.set(text, result);
  }
  return result;
}
const rowValues = (r: Row) => [r.model, r.id, r.payload, r.grant_id, r.uid, r.user_code, r.expires_at];

function sqliteStore(file: string): Store {
  mkdirSync(dirname(file), { recursive: true });
  const database = new SQLite(file, { timeout: SQLITE_BUSY_TIMEOUT_MS });
  for (const pragma of SQLITE_PRAGMAS) database.pragma(pragma);
  for (const statement of SCHEMA) database.exec(statement);
  const prepare = (text: string) => database.prepare(text);
  const upsert = prepare(UPSERT);
  const find = Object.fromEntries(LOOKUPS.map((column) => [column, prepare(FIND(column))])) as Record<Lookup, SQLite.Statement>;
  const consume = prepare(CONSUME);
  const destroy = prepare(DESTROY);
  const revoke = prepare(REVOKE);
  return {
    async upsert(row) {
      upsert.run(rowValues(row));
    },
    async find(model, column, value, now) {
      return find[column].get([model, value, now]) as { payload: string; consumed_at: number | null } | undefined;
    },
    async consume(model, id, now) {
      consume.run([now, model, id]);
    },
    async destroy(model, id) {
      destroy.run([model, id]);
    },
    async revokeByGrantId(model, grantId) {
      revoke.run([model, grantId]);
    },
  };
}

async function postgresStore(url: string): Promise<Store> {
  const pool = new pg.Pool({ connectionString: url, max: 10, application_name: 'bench-bare-provider' });
  for (const statement of SCHEMA) await pool.query(statement);
  // Named statements: parsed and planned once per connection, as the portal's are (db/postgres-statements.ts).
  const query = (name: string, text: string, values: unknown[]) => pool.query({ name, text: numbered(text), values });
  return {
    async upsert(row) {
      await query('upsert', UPSERT, rowValues(row));
    },
    async find(model, column, value, now) {
      const { rows } = await query(`find_${column}`, FIND(column), [model, value, now]);
      const row = rows[0] as { payload: string; consumed_at: string | null } | undefined;
      return row && { payload: row.payload, consumed_at: row.consumed_at === null ? null : Number(row.consumed_at) };
    },
    async consume(model, id, now) {
      await query('consume', CONSUME, [now, model, id]);
    },
    async destroy(model, id) {
      await query('destroy', DESTROY, [model, id]);
    },
    async revokeByGrantId(model, grantId) {
      await query('revoke', REVOKE, [model, grantId]);
    },
  };
}

const url = process.env.BARE_DATABASE_URL;
if (!url) throw new Error('BARE_DATABASE_URL is sqlite:FILE or a postgres:// URL');
const store = url.startsWith('sqlite:') ? sqliteStore(url.slice('sqlite:'.length)) : await postgresStore(url);

class DatabaseAdapter implements Adapter {
  constructor(private readonly model: string) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    await store.upsert({
      model: this.model,
      id,
      payload: JSON.stringify(payload),
      grant_id: payload.grantId ?? null,
      uid: payload.uid ?? null,
      user_code: payload.userCode ?? null,
      expires_at: expiresIn ? Date.now() + expiresIn * 1000 : null,
    });
  }
  find(id: string) {
    return this.findBy('id', id);
  }
  findByUid(uid: string) {
    return this.findBy('uid', uid);
  }
  findByUserCode(userCode: string) {
    return this.findBy('user_code', userCode);
  }
  async consume(id: string): Promise<void> {
    await store.consume(this.model, id, Date.now());
  }
  async destroy(id: string): Promise<void> {
    await store.destroy(this.model, id);
  }
  async revokeByGrantId(grantId: string): Promise<void> {
    await store.revokeByGrantId(this.model, grantId);
  }

  private async findBy(column: Lookup, value: string): Promise<AdapterPayload | undefined> {
    const row = await store.find(this.model, column, value, Date.now());
    if (!row) return undefined;
    const payload = JSON.parse(row.payload) as AdapterPayload;
    return row.consumed_at === null ? payload : { ...payload, consumed: Math.floor(row.consumed_at / 1000) };
  }
}

serveBareProvider({ adapter: DatabaseAdapter, securityHeaders: true });
