import { spawn } from 'node:child_process';
import { onServerCore } from './pinning';
import { repoRoot } from './paths';
import { summarise, type Measurement, type Plan, type RunResult } from './measure';

/** The bare argon2 loop on the server core; its runs in the same shape as autocannon's. */
export function argon2Reference(plan: Plan, concurrency: number): Promise<Measurement> {
  const [command, args] = onServerCore(process.execPath, ['--import', 'tsx', 'bench/references/argon2-loop.ts', String(plan.seconds), String(plan.runs), String(plan.warmupSeconds), String(concurrency)]);
  return new Promise((done, failed) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => {
      const line = /^RESULT (.*)$/m.exec(output)?.[1];
      if (code !== 0 || !line) return failed(new Error(`argon2 loop exited with ${code}`));
      done(summarise((JSON.parse(line) as { results: RunResult[] }).results));
    });
  });
}

