import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

/** The real server (main.ts) as its own process, as `npm run serve` starts it; its output is kept for failure messages. */
export function spawnServer(env: Record<string, string | undefined>, args: string[] = []): { process: ChildProcess; output: () => string } {
  const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, '..', 'main.ts'), ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { process: child, output: () => output };
}

/** The server processes a `--workers` primary runs (tsx also runs an esbuild service as its child). */
export function childPids(pid: number): string[] {
  try {
    return execFileSync('pgrep', ['-P', String(pid), '-f', 'main\\.ts'], { encoding: 'utf8' }).split('\n').filter(Boolean);
  } catch {
    return [];
  }
}

export function isRunning(pid: string | number): boolean {
  try {
    process.kill(Number(pid), 0);
    return true;
  } catch {
    return false;
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Polls `check` until it holds or `ms` have passed; returns whether it held. */
export async function waitFor(check: () => boolean | Promise<boolean>, ms: number, every = 100): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, every));
  }
  return check();
}

/** How many server processes answered the `--workers` primary's metrics scrape: those that have started and listen. */
export async function workersAnswering(metricsPort: number): Promise<number> {
  try {
    const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
    return Number(/^portal_cluster_workers\{state="answered"\} (\d+)$/m.exec(text)?.[1] ?? 0);
  } catch {
    return 0;
  }
}
