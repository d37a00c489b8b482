// `npm run bench`'s `page` row: for each first-visit page, its JavaScript and Lighthouse's scores in
// one table (issue 39 item 4), so that a capacity planner reads one page's cost in one line.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromiumPath } from '../../e2e/support/chromium';
import { firstVisitJavaScript, handWrittenFormBytes, type FirstVisit } from './first-visit';
import { auditPages, lighthouseChromePath, type LighthouseRow } from './lighthouse-audit';
import { repoRoot } from './paths';
import { luLocalhost, portalPages } from './portal-pages';

export interface PageTable {
  /** Markdown: the heading, the table and its notes, or why it was not measured. */
  text: string;
  /** Measurements that failed (not those the machine cannot take): the bench exits 1 on any. */
  failures: string[];
}

const NOT_MEASURED = 'not measured';
const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A measurement, or why there is none: `failed` when it broke, rather than had no browser. */
type Outcome<T> = { value: T } | { reason: string; failed: boolean };

async function attempt<T>(measure: () => Promise<T>, browser?: string): Promise<Outcome<T>> {
  if (browser && !existsSync(browser)) return { reason: `no Chromium at ${browser}`, failed: false };
  try {
    return { value: await measure() };
  } catch (error) {
    return { reason: message(error), failed: true };
  }
}

/**
 * Weighs and audits the login page and the signed-in dashboard of both variants on the portal at
 * `portalUrl` (Lighthouse `runs` times per page), beside the hand-written React 19 form and the targets.
 */
export async function pageTable(portalUrl: string, runs: number, progress: (message: string) => void): Promise<PageTable> {
  const heading = `### First visit: gzipped JavaScript and Lighthouse, per page\n\n`;
  if (!existsSync(join(repoRoot, 'apps/web/dist/index.html'))) return { text: `${heading}${NOT_MEASURED}: no web build (npm run build)\n`, failures: [] };
  const luUrl = luLocalhost(portalUrl);
  const pages = portalPages(portalUrl, luUrl);

  progress("first visit's JavaScript");
  const javascript = await attempt(() => firstVisitJavaScript(pages, portalUrl), chromiumPath);
  const reference = await attempt(handWrittenFormBytes);
  // After the JavaScript, alone: Lighthouse's scores move with whatever else the machine does.
  const lighthouse = await attempt(() => auditPages(portalUrl, luUrl, runs, progress), lighthouseChromePath);

  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const jsCell = (visit: FirstVisit | undefined) => (visit ? `${visit.kb.toFixed(1)} KB in ${visit.files} files` : NOT_MEASURED);
  const scoreCells = (row: LighthouseRow | undefined) =>
    row ? [row.performance, row.accessibility, row.fcp.toFixed(0), row.lcp.toFixed(0), row.tbt.toFixed(0), row.cls.toFixed(3), row.benchmark.toFixed(0)] : Array<string>(7).fill(NOT_MEASURED);
  const line = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
  const table = [
    line(['page', 'first-visit JavaScript (gzipped)', 'Lighthouse performance', 'accessibility', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'CPU benchmark index']),
    `|${'---|'.repeat(9)}`,
    ...pages.map((page, i) =>
      line([page.signedIn ? `${page.label}, signed in` : page.label, jsCell('value' in javascript ? javascript.value[i] : undefined), ...scoreCells('value' in lighthouse ? lighthouse.value[i] : undefined)])),
    line(['reference: a sign-in form written by hand on React 19', 'value' in reference ? kb(reference.value) : NOT_MEASURED, '', '', '', '', '', '', '']),
    line(['target (stated, not asserted)', 'alarm above 200 KB (the budget test, issue 33)', '≥ 95 (issue 12)', '100 (issue 12)', '', '', '', '', '']),
  ];

  const notes = [
    `JavaScript: every script the page loads until the network is quiet, at the size of the build's gzip copy (KB = 1024 bytes), as \`e2e/tests/login-page-javascript-budget.spec.ts\` counts it; LU on ${luUrl}`,
    `Lighthouse 12, mobile preset (simulated slow 4G, 4× CPU slowdown), median of ${runs} run(s) per page, each column on its own; the CPU benchmark index is Lighthouse's measure of this machine, to which its slowdown is relative: a lower index, lower scores`,
  ];
  const failures: string[] = [];
  for (const [what, outcome] of [['first-visit JavaScript', javascript], ['hand-written reference', reference], ['Lighthouse', lighthouse]] as const) {
    if ('value' in outcome) continue;
    notes.push(`${what} ${NOT_MEASURED}: ${outcome.reason}`);
    if (outcome.failed) failures.push(`${what}: ${outcome.reason}`);
  }
  return { text: `${heading}${table.join('\n')}\n\n${notes.map((note) => `- ${note}\n`).join('')}`, failures };
}
