import type { Compilable, CompiledQuery, QueryResult } from 'kysely';
import type { Db } from './database';

const SLOT = Symbol('prepared query value');
type Slot = { readonly [SLOT]: string };

const isSlot = (value: unknown): value is Slot => typeof value === 'object' && value !== null && SLOT in value;

/**
 * A query that Kysely builds and compiles once per database instead of on every call; each call
 * only puts its values in. Building and compiling cost more than running our small indexed reads,
 * so the reads of every request (the session, the profile) use this.
 *
 * `build` gets stand-ins for the values and must use each only as a value (`where(col, '=', v)`,
 * `limit(v)`): never to choose the query's shape (no `if`, no `in` lists), since it runs once.
 * A stand-in that does not end up as a parameter of the SQL fails at the first call.
 */
export function preparedQuery<V extends Record<string, unknown>, R>(build: (db: Db, values: V) => Compilable<R>): (db: Db, values: V) => Promise<R[]> {
  const run = compiledOnce(build);
  return async (db, values) => (await run(db, values)).rows;
}

/** The same for an update, insert or delete: answers how many rows it changed. */
export function preparedWrite<V extends Record<string, unknown>>(build: (db: Db, values: V) => Compilable<unknown>): (db: Db, values: V) => Promise<bigint> {
  const run = compiledOnce(build);
  return async (db, values) => (await run(db, values)).numAffectedRows ?? 0n;
}

/**
 * What a compiled query can be shared by: every transaction is a new Kysely object, but it keeps its
 * database's adapter (and compiler), so the queries of a transaction are compiled once too. Plugins
 * change the SQL, so a database object with plugins keeps its own.
 */
const compiledFor = (db: Db): object => {
  const executor = db.getExecutor();
  return executor.plugins.length === 0 ? executor.adapter : db;
};

function compiledOnce<V extends Record<string, unknown>, R>(build: (db: Db, values: V) => Compilable<R>): (db: Db, values: V) => Promise<QueryResult<R>> {
  const compiled = new WeakMap<object, { query: CompiledQuery<R>; parameters: (values: V) => unknown[] }>();
  const prepare = (db: Db) => {
    const used = new Set<string>();
    const standIns = new Proxy({} as V, {
      get: (_target, name) => {
        if (typeof name !== 'string') return undefined;
        used.add(name);
        return { [SLOT]: name } satisfies Slot;
      },
    });
    const query = build(db, standIns).compile();
    // Per parameter: the name of the value that goes there, or the constant the query itself holds.
    const sources = query.parameters.map((p) => (isSlot(p) ? { name: p[SLOT] as keyof V } : { name: null, constant: p }));
    for (const name of used) {
      if (!sources.some((s) => s.name === name)) throw new Error(`preparedQuery: the value ${name} is not a parameter of: ${query.sql}`);
    }
    const entry = { query, parameters: (values: V) => sources.map((s) => (s.name === null ? s.constant : values[s.name])) };
    compiled.set(compiledFor(db), entry);
    return entry;
  };
  return async (db, values) => {
    const { query, parameters } = compiled.get(compiledFor(db)) ?? prepare(db);
    return db.executeQuery<R>({ ...query, parameters: parameters(values) });
  };
}
