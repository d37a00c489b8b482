import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { once } from 'node:events';
import { onEveryCore, onServerCore } from './pinning';
import { repoRoot } from './paths';

export interface RunningServer {
  name: string;
  url: string;
  /** What the process printed after `READY ` on its first such line (JSON), if anything. */
  ready: unknown;
  /** The server's process id (taskset replaces itself by the server, so it is the server's own). */
  pid: number;
  stop(): Promise<void>;
  /** Synchronous, for an exit in a hurry (an uncaught error, Ctrl-C). */
  kill(): void;
}

interface ServerSpec {
  name: string;
  /** Node arguments: a script, with `--import tsx` before it for TypeScript. */
  args: string[];
  port: number;
  env?: Record<string, string>;
  /** Polled until it answers 200 (the portal); otherwise the process prints a READY line. */
  healthPath?: string;
  /** false: not pinned to the server core (several server processes use every core). */
  pinned?: boolean;
}

const START_TIMEOUT_MS = 90_000;

/** BENCH_NODE_ARGS, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`: Node refuses --cpu-prof in NODE_OPTIONS. */
const profilingArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).status === 200;
  } catch {
    return false;
  }
}

/** Starts a server on the server core and waits until it serves; throws with its output if it cannot. */
export async function startServer(spec: ServerSpec): Promise<RunningServer> {
  const nodeArgs = [...profilingArgs, ...spec.args];
  const [command, args] = spec.pinned === false ? onEveryCore(process.execPath, nodeArgs) : onServerCore(process.execPath, nodeArgs);
  const child: ChildProcess = spawn(command, args, { cwd: repoRoot, env: { ...process.env, ...spec.env, PORT: String(spec.port) }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  let ready: unknown;
  let readyLine = false;
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    const match = /^READY (.*)$/m.exec(output);
    if (match && !readyLine) {
      readyLine = true;
      ready = JSON.parse(match[1] ?? 'null');
    }
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const url = `http://127.0.0.1:${spec.port}`;
  const kill = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  };
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    await once(child, 'exit');
  };
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    if (spec.healthPath ? await answers(url + spec.healthPath) : readyLine) return { name: spec.name, url, ready, pid: child.pid ?? -1, stop, kill };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`${spec.name} did not start on port ${spec.port}:\n${output.slice(-3000)}`);
}

const PORTAL = 'apps/server/dist/main.js';

/**
 * The built portal as every bench runs it: on `databaseUrl`, with the demo accounts, logging only
 * warnings, its Prometheus metrics on (METRICS_PORT, 100 above its port) and, as always, the
 * back-channel logout queue running; `workers` starts that many processes on every core
 * (`--workers`), else one on the server core.
 */
export async function startPortal(spec: { name: string; databaseUrl: string; port: number; workers?: number }): Promise<RunningServer> {
  if (!existsSync(resolve(repoRoot, PORTAL))) throw new Error(`${PORTAL} is missing: run npm run build (or npm run build -w @portal/server) first`);
  return startServer({
    name: spec.name,
    args: spec.workers ? [PORTAL, '--workers', String(spec.workers)] : [PORTAL],
    port: spec.port,
    pinned: !spec.workers,
    healthPath: '/api/health',
    env: { DATABASE_URL: spec.databaseUrl, SEED_DEMO: 'true', LOG_LEVEL: 'warn', PUBLIC_URL: `http://127.0.0.1:${spec.port}`, NODE_ENV: 'development', METRICS_PORT: String(spec.port + 100) },
  });
}
