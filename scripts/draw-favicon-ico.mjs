/**
 * Draws apps/web/public/favicon-<variant>.ico from the variant's favicon-<variant>.svg beside it:
 * 16, 32 and 48 px PNGs, drawn by Chromium, in one ICO. Run it after changing an SVG icon
 * (`npm run favicons`); the ICO files are committed, so the build needs no image library.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { chromium } from 'playwright-core';

const PUBLIC = new URL('../apps/web/public/', import.meta.url);
const SIZES = [16, 32, 48];
const VARIANTS = ['be', 'lu'];

/** An ICO holding PNG images (every browser and crawler reads those): a directory, then the files. */
function ico(pngs) {
  const header = Buffer.alloc(6 + 16 * pngs.length);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(pngs.length, 4);
  let offset = header.length;
  pngs.forEach(({ size, data }, i) => {
    const entry = 6 + 16 * i;
    header.writeUInt8(size % 256, entry);
    header.writeUInt8(size % 256, entry + 1);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(data.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...pngs.map((png) => png.data)]);
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const variant of VARIANTS) {
    const svg = await readFile(new URL(`favicon-${variant}.svg`, PUBLIC));
    const pngs = [];
    for (const size of SIZES) {
      await page.setContent(`<img src="data:image/svg+xml;base64,${svg.toString('base64')}" width="${size}" height="${size}" style="display:block">`);
      await page.locator('img').evaluate((img) => img.decode());
      pngs.push({ size, data: await page.locator('img').screenshot({ omitBackground: true }) });
    }
    await writeFile(new URL(`favicon-${variant}.ico`, PUBLIC), ico(pngs));
    console.log(`favicon-${variant}.ico: ${SIZES.join(', ')} px`);
  }
} finally {
  await browser.close();
}
