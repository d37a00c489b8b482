// The JavaScript a phone downloads on a first visit: the portal's pages beside the floor of a
// sign-in form written by hand on React 19, the runtime the portal ships (issue 33, item 7).
// Lighthouse's scores, which take minutes, are `npm run bench:lighthouse`.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { chromiumArgs, chromiumPath } from '../../e2e/support/chromium';
import { recordScripts, scriptReport } from '../../e2e/support/first-visit';
import { DEMO_PASSWORD } from '../../apps/server/src/demo/accounts';
import { deviceId, NO_MFA_ACCOUNT } from '../portal/session';
import { benchDir, repoRoot } from './paths';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Builds the hand-written form and answers its JavaScript, gzipped. */
async function handWrittenForm(): Promise<number> {
  const outDir = mkdtempSync(join(tmpdir(), 'bench-form-'));
  try {
    await build({ configFile: false, root: join(benchDir, 'references/hand-written-form'), logLevel: 'silent', build: { outDir, emptyOutDir: true } });
    const scripts = readdirSync(join(outDir, 'assets')).filter((file) => file.endsWith('.js'));
    return scripts.reduce((sum, file) => sum + gzipSync(readFileSync(join(outDir, 'assets', file)), { level: 9 }).length, 0);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/** The first visits of the login page and of the dashboard signed in, as a Markdown table. */
export async function firstVisitTable(portalUrl: string): Promise<string> {
  const heading = '### First visit: gzipped JavaScript\n\n';
  if (!existsSync(join(repoRoot, 'apps/web/dist/index.html'))) return `${heading}not measured: no web build (npm run build)\n`;
  if (!existsSync(chromiumPath)) return `${heading}not measured: no Chromium at ${chromiumPath}\n`;
  const reference = await handWrittenForm();
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const visit = async (path: string, signedIn: boolean) => {
      const context = await browser.newContext({ baseURL: portalUrl });
      if (signedIn) {
        const answer = await context.request.post('/api/token', { headers: { 'x-device-id': deviceId }, data: { username: NO_MFA_ACCOUNT, password: DEMO_PASSWORD } });
        if (answer.status() !== 200) throw new Error(`sign-in for the dashboard's visit: ${answer.status()}`);
      }
      const page = await context.newPage();
      const scripts = recordScripts(page);
      await page.goto(path, { waitUntil: 'networkidle' });
      const files = scripts.sizes();
      await context.close();
      return `${scriptReport(files).kb.toFixed(1)} KB in ${files.length} files`;
    };
    const floor = `a sign-in form written by hand on React 19: ${kb(reference)}`;
    return [
      heading + '| page | portal | reference |',
      '|---|---|---|',
      `| /login/email | ${await visit('/login/email', false)} | ${floor} |`,
      `| /user/dashboard, signed in | ${await visit('/user/dashboard', true)} | |`,
      '',
    ].join('\n');
  } finally {
    await browser.close();
  }
}
