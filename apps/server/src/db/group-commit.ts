import type { Db } from './database';

/** One write: runs on the database (or the batch's transaction) it is given and answers its row count. */
export type Write = (db: Db) => Promise<bigint>;
/** Commits a write with the others of its turn; answers its row count once committed. */
export type GroupCommit = (write: Write) => Promise<bigint>;

interface Pending {
  write: Write;
  resolve(rows: bigint): void;
  reject(error: unknown): void;
}

/**
 * Group commit: the writes that arrive during one turn of the event loop are committed together, as
 * one transaction, at the end of that turn. Each caller still gets its own write's row count, and
 * only once the commit is done, so nothing that follows a write runs before it is committed.
 *
 * Why: every commit of SQLite's WAL appends each page it changed, takes and drops the file locks,
 * and every thousand pages the committing request waits for a checkpoint's fsyncs. The provider's
 * token writes of concurrent requests (a refresh consumes one token and writes two) change the same
 * pages, so a shared commit writes them once. On PostgreSQL one commit waits for one WAL flush.
 *
 * Should the transaction fail, its writes run again one by one, so a write that fails does so
 * alone and the others are not lost.
 */
export function groupCommit(db: Db): GroupCommit {
  let queue: Pending[] = [];

  const runAlone = (p: Pending) => p.write(db).then(p.resolve, p.reject);

  async function flush(): Promise<void> {
    const batch = queue;
    queue = [];
    if (batch.length === 1) return runAlone(batch[0] as Pending);
    let rows: bigint[];
    try {
      rows = await db.transaction().execute(async (trx) => {
        const counts: bigint[] = [];
        for (const p of batch) counts.push(await p.write(trx));
        return counts;
      });
    } catch {
      await Promise.all(batch.map(runAlone));
      return;
    }
    batch.forEach((p, i) => p.resolve(rows[i] as bigint));
  }

  return (write) =>
    new Promise<bigint>((resolve, reject) => {
      if (queue.push({ write, resolve, reject }) === 1) setImmediate(() => void flush());
    });
}
