import { expect, test } from '../support/test';
import { luBaseURL, port } from '../support/demo';
import { faviconVariant, fetchInBrowser, iconAddress } from '../support/favicon';

// Issue 34 item 5: the page's head linked no icon ("data:,") until the app's script set one, and
// /favicon.ico was a 404 for bookmarks, crawlers and link checkers.
test.use({ javaScriptEnabled: false });

const beOrigin = `http://localhost:${port}`;
const variants = [
  { name: 'Belgium', variant: 'be', origin: beOrigin, otherOrigin: luBaseURL },
  { name: 'Luxembourg', variant: 'lu', origin: luBaseURL, otherOrigin: beOrigin },
];

for (const { name, variant, origin, otherOrigin } of variants) {
  test(`${name}: the login page's head links the variant's icons, before any script runs`, async ({ page }) => {
    await page.goto(`${origin}/login/email`);
    expect(await faviconVariant(page)).toBe(variant);

    const address = await iconAddress(page, '[sizes="32x32"]');
    const ico = await fetchInBrowser(page, address);
    expect(ico.status).toBe(200);
    expect(ico.contentType).toBe('image/vnd.microsoft.icon');
    // The same address on the other variant's host answers that variant's icon.
    const other = await fetchInBrowser(page, new URL(new URL(address).pathname, otherOrigin).href);
    expect(other.status).toBe(200);
    expect(ico.body.equals(other.body)).toBe(false);
  });
}
