import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

/** A port nobody listens on now, on 127.0.0.1 where the partner apps run. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/**
 * Starts a partner app and waits until `readyUrl` answers anything. Its output is kept and shown
 * only when something fails, so that a passing run prints one line.
 */
export async function startPartner(command, args, { env, readyUrl, cwd }) {
  // A process group of its own: Apache, stopping, signals its whole group, which would otherwise
  // be this runner's (and run-all.sh's) too.
  const child = spawn(command, args, { env: { ...process.env, ...env }, cwd, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  child.on('error', (error) => (output += `${error.message}\n`));
  const partner = {
    output: () => output,
    // SIGTERM, and SIGKILL after 10 s: a partner that hangs must not hang the run.
    stop: () =>
      new Promise((resolve) => {
        if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return resolve();
        const overdue = setTimeout(() => child.kill('SIGKILL'), 10_000);
        child.once('exit', () => (clearTimeout(overdue), resolve()));
        child.kill('SIGTERM');
      }),
  };
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${command} ended with ${child.exitCode}:\n${output}`);
    if (await fetch(readyUrl, { redirect: 'manual' }).then(() => true, () => false)) return partner;
    if (Date.now() > deadline) {
      await partner.stop();
      throw new Error(`${command} did not answer ${readyUrl} within 20 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Runs one set-up: `steps` registers its client, starts its partner, signs in through it, and
 * hands over what to undo (`undo`) and whose output explains a failure (`explain`). The partner is
 * always stopped and its client removed. Prints PASS or FAIL with the reason; FAIL sets exit code 1.
 */
export async function runSetup(name, steps) {
  const undos = [];
  const explanations = [];
  try {
    await steps({ undo: (fn) => undos.unshift(fn), explain: (fn) => explanations.push(fn) });
    console.log(`PASS ${name}`);
  } catch (error) {
    console.log(`FAIL ${name}: ${error instanceof Error ? error.message : error}`);
    for (const explanation of explanations) console.log(explanation());
    process.exitCode = 1;
  } finally {
    for (const fn of undos) await fn().catch((error) => console.error(`clean-up: ${error.message}`));
  }
}
