import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { demoDataDocUrl, renderDemoDataDoc } from './demo-data-doc';

// `npm run docs:demo-data`: rewrites docs/demo-data.md after a change to the demo seed.
writeFileSync(demoDataDocUrl, renderDemoDataDoc());
console.log(`Wrote ${fileURLToPath(demoDataDocUrl)}`);
