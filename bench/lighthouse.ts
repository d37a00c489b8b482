// Lighthouse's mobile audit (performance and accessibility) of the login page and the signed-in
// dashboard, in both variants, against a running built server (npm start, or BENCH_URL).
// Usage: npm run bench:lighthouse [-- --runs 3] — prints one row per page: the median of the runs.
// Issue 12 target 5 asks for performance >= 95 and accessibility 100. Nothing is asserted here
// (lib/lighthouse-audit.ts). `npm run bench` prints the same scores beside the pages' JavaScript.
import { auditPages } from './lib/lighthouse-audit';

const base = new URL(process.env.BENCH_URL ?? 'http://localhost:8080');
// Chromium resolves *.localhost to the loopback; the server picks the Luxembourg variant by host.
const luBase = new URL(process.env.BENCH_LU_URL ?? base.href.replace('//localhost', '//lu.localhost'));
const runsFlag = process.argv.indexOf('--runs');
const runs = runsFlag > 0 ? Number(process.argv[runsFlag + 1]) : 1;

const rows = await auditPages(base.href, luBase.href, runs);
console.log(`Lighthouse, mobile preset, ${base.origin} and ${luBase.origin}, median of ${runs} run(s)\n`);
console.log('| page | performance | accessibility | FCP ms | LCP ms | TBT ms | CLS | CPU benchmark index |');
console.log('|---|---|---|---|---|---|---|---|');
for (const r of rows) console.log(`| ${r.page} | ${r.performance} | ${r.accessibility} | ${r.fcp.toFixed(0)} | ${r.lcp.toFixed(0)} | ${r.tbt.toFixed(0)} | ${r.cls.toFixed(3)} | ${r.benchmark.toFixed(0)} |`);
