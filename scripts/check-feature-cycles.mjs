// `npm run lint`: no import cycle between two web features, through their public files or not.
// dependency-cruiser's no-cycles rule sees cycles of modules; a cycle of features can pass through
// different modules of each (mfa/queries → session, session/completeLogin → mfa) and still tie the
// two features into one. Its folder rules did not report these (v17), so the folders it aggregates
// are checked here.
import { cruise } from 'dependency-cruiser';

const FEATURES = 'apps/web/src/features';
const result = await cruise([FEATURES], { metrics: true, doNotFollow: { path: 'node_modules' }, exclude: { path: '\\.test\\.tsx?$' }, tsPreCompilationDeps: true });
const featureOf = (folder) => (folder.startsWith(`${FEATURES}/`) ? folder.slice(FEATURES.length + 1).split('/')[0] : null);

const edges = new Map();
for (const module of result.output.modules) {
  const from = featureOf(module.source);
  if (!from) continue;
  for (const dependency of module.dependencies) {
    const to = featureOf(dependency.resolved);
    if (to && to !== from) edges.set(from, new Set([...(edges.get(from) ?? []), to]));
  }
}

/** Every cycle of features, each named once from its first feature in alphabetical order. */
function cycles() {
  const found = new Set();
  const walk = (start, at, path) => {
    for (const next of edges.get(at) ?? []) {
      if (next === start) found.add([...path, start].join(' → '));
      else if (!path.includes(next) && next > start) walk(start, next, [...path, next]);
    }
  };
  for (const start of edges.keys()) walk(start, start, [start]);
  return [...found];
}

const found = cycles();
if (found.length > 0) {
  console.error(`Import cycles between web features (a feature's flow belongs in one feature, or the shared part below both):\n${found.map((c) => `  ${c}`).join('\n')}`);
  process.exit(1);
}
console.log(`✔ no import cycle between the ${edges.size} web features that import others`);
