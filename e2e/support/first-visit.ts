import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/**
 * The JavaScript of a first visit (issue 12, target 5), counted as the build's gzip copies of every
 * script a page loads (KB = 1024 bytes). Shared by the budget test and `npm run bench`.
 */
const assets = join(dirname(fileURLToPath(import.meta.url)), '../../apps/web/dist/assets');

export interface ScriptSize {
  file: string;
  bytes: number;
}

/** The gzipped size of a built script: the build's own .gz copy when it wrote one (files under 1 KB get none). */
function gzippedBytes(file: string): number {
  try {
    return readFileSync(join(assets, `${file}.gz`)).length;
  } catch {
    return gzipSync(readFileSync(join(assets, file)), { level: 9 }).length;
  }
}

/** What the count needs of a page: Playwright's, from @playwright/test or playwright-core. */
interface WatchedPage {
  on(event: 'response', listener: (response: { url(): string; request(): { resourceType(): string } }) => void): unknown;
}

/** Starts recording the scripts `page` loads; `sizes()` answers them with their gzipped sizes, largest first. */
export function recordScripts(page: WatchedPage): { sizes(): ScriptSize[] } {
  const scripts = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.add(new URL(response.url()).pathname);
  });
  return {
    sizes: () =>
      [...scripts]
        .map((pathname) => {
          if (!/^\/assets\/[^/]+\.js$/.test(pathname)) throw new Error(`not a built asset: ${pathname}`);
          const file = pathname.slice('/assets/'.length);
          return { file, bytes: gzippedBytes(file) };
        })
        .sort((a, b) => b.bytes - a.bytes),
  };
}

/** The total in KB, and a line per file for a person to read. */
export function scriptReport(files: ScriptSize[]): { kb: number; lines: string } {
  const kb = files.reduce((sum, f) => sum + f.bytes, 0) / 1024;
  const lines = files.map((f) => `${(f.bytes / 1024).toFixed(1).padStart(7)} KB  ${f.file}`).join('\n');
  return { kb, lines: `${lines}\n${kb.toFixed(1).padStart(7)} KB  in ${files.length} files` };
}
