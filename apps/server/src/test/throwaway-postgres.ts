import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './processes';

const BIN_ROOT = '/usr/lib/postgresql';

/**
 * A PostgreSQL cluster of its own in a temporary directory, on a free port, that a test may stop
 * and restart: never the machine's shared one. Debian's binaries; initdb refuses root, so as root
 * the cluster runs as the postgres user.
 */
export interface ThrowawayPostgres {
  url: string;
  /** pg_ctl restart|stop|start, resolved when it is done; asynchronous, so that the test's requests go on meanwhile. */
  ctl(action: 'restart' | 'stop' | 'start'): Promise<void>;
  remove(): Promise<void>;
}

/** The newest installed version's bin directory, or null when there is none. */
export function postgresBinaries(): string | null {
  if (!existsSync(BIN_ROOT)) return null;
  const versions = readdirSync(BIN_ROOT).filter((v) => existsSync(join(BIN_ROOT, v, 'bin', 'pg_ctl')) && existsSync(join(BIN_ROOT, v, 'bin', 'initdb')));
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  return newest === undefined ? null : join(BIN_ROOT, newest, 'bin');
}

export async function startThrowawayPostgres(bin: string): Promise<ThrowawayPostgres> {
  const dir = mkdtempSync(join(tmpdir(), 'portal-pg-'));
  const data = join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
    chownSync(dir, uid, gid);
  }
  const run = async (tool: string, args: string[]): Promise<void> => {
    const [file, all] = asRoot ? ['runuser', ['-u', 'postgres', '--', join(bin, tool), ...args]] : [join(bin, tool), args];
    await promisify(execFile)(file, all as string[], { timeout: 60_000 });
  };
  await run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '--no-instructions']);
  const port = await freePort();
  // Its socket in the directory too, so it never meets the shared cluster's; no fsync: nothing here must outlive the test.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off`;
  const ctl = (action: 'restart' | 'stop' | 'start') => run('pg_ctl', [action, '-D', data, '-w', '-m', 'fast', '-l', join(dir, 'log'), '-o', options]);
  await ctl('start');
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    ctl,
    remove: async () => {
      await ctl('stop').catch(() => {}); // already stopped
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
