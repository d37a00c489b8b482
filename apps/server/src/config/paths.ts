import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The monorepo root: the nearest folder above this module whose package.json declares workspaces.
 * Found from the module's own location so that src/ (tsx, vitest) and the esbuild bundle in dist/
 * resolve the same default paths whatever the working directory. Falls back to the working
 * directory when the server runs outside the repository.
 */
export function findRepoRoot(start = dirname(fileURLToPath(import.meta.url))): string {
  for (let dir = start; ; dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && 'workspaces' in JSON.parse(readFileSync(manifest, 'utf8'))) return dir;
    if (dirname(dir) === dir) return process.cwd();
  }
}
