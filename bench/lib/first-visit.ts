// The JavaScript a phone downloads on a first visit: the portal's pages, and the floor of a
// sign-in form written by hand on React 19, the runtime the portal ships (issue 33, item 7).
// page-table.ts prints them beside Lighthouse's scores.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { chromiumArgs, chromiumPath } from '../../e2e/support/chromium';
import { recordScripts, scriptReport } from '../../e2e/support/first-visit';
import { NO_MFA_ACCOUNT, sessionCookies } from '../portal/session';
import { benchDir } from './paths';
import type { PortalPage } from './portal-pages';

export interface FirstVisit {
  /** Gzipped, KB of 1024 bytes, as the budget test counts (e2e/support/first-visit.ts). */
  kb: number;
  files: number;
}

/** Builds the hand-written form and answers its JavaScript, gzipped, in bytes. */
export async function handWrittenFormBytes(): Promise<number> {
  const outDir = mkdtempSync(join(tmpdir(), 'bench-form-'));
  try {
    await build({ configFile: false, root: join(benchDir, 'references/hand-written-form'), logLevel: 'silent', build: { outDir, emptyOutDir: true } });
    const scripts = readdirSync(join(outDir, 'assets')).filter((file) => file.endsWith('.js'));
    return scripts.reduce((sum, file) => sum + gzipSync(readFileSync(join(outDir, 'assets', file)), { level: 9 }).length, 0);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/**
 * Opens each page in a fresh browser context (an empty cache) and answers the scripts it loaded
 * until the network was quiet, in the order of `pages`. A signed-in page gets the session of a
 * sign-in on `signInBase` as a cookie of its own host: Node cannot reach lu.localhost to sign in there.
 */
export async function firstVisitJavaScript(pages: PortalPage[], signInBase: string): Promise<FirstVisit[]> {
  const session = await sessionCookies(signInBase, NO_MFA_ACCOUNT);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const visits: FirstVisit[] = [];
    for (const { url, signedIn } of pages) {
      const context = await browser.newContext();
      // On the origin: a cookie set for the page's URL would get its path and miss /api.
      if (signedIn) await context.addCookies(session.map(({ name, value }) => ({ name, value, url: new URL(url).origin })));
      const page = await context.newPage();
      const scripts = recordScripts(page);
      await page.goto(url, { waitUntil: 'networkidle' });
      // A dashboard without its session shows the login page, whose scripts are not the dashboard's.
      if (new URL(page.url()).pathname !== new URL(url).pathname) throw new Error(`${url} landed on ${page.url()}`);
      const files = scripts.sizes();
      await context.close();
      visits.push({ kb: scriptReport(files).kb, files: files.length });
    }
    return visits;
  } finally {
    await browser.close();
  }
}
