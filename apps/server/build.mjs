// Bundles the server into dist/ as ESM for Node 20. Every dependency in package.json stays
// external (installed by npm at run time, native modules included) except @portal/contract: it
// ships as TypeScript source, so it is compiled into the bundle.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(manifest.dependencies).filter((name) => name !== '@portal/contract');

await build({
  entryPoints: { main: 'src/main.ts', cli: 'src/cli.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'bundle',
  external,
  sourcemap: true,
  logLevel: 'warning',
  absWorkingDir: new URL('.', import.meta.url).pathname,
});
