import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import { expect, test } from '../support/test';
import { dora } from '../support/demo';
import { expectNoAxeViolations } from '../support/axe';
import { signInWithEmailCode, stepUpByEmail } from '../support/sign-in';

const shots = process.env.SCREENSHOT_DIR;

test('a person downloads their data from the profile after a step-up, and a second download within the minute is refused', async ({ page }) => {
  test.setTimeout(90_000);
  await signInWithEmailCode(page, dora.email);
  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Download my data' });
  await expect(section.getByText('It never holds your password, codes, keys or tokens.', { exact: false })).toBeVisible();
  await expectNoAxeViolations(page, 'main');
  if (shots) {
    await section.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/data-export-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: `${shots}/data-export-375.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
  }

  // No live step-up: the second factor first, then back on the profile the download starts by itself.
  await section.getByRole('button', { name: 'Download my data' }).click();
  await expect(page).toHaveURL(/\/mfa\/methods\?single=true&redirect=profile&action=downloadData$/);
  const downloaded = page.waitForEvent('download');
  await stepUpByEmail(page, dora.email, /\/profile$/);
  const download = await downloaded;
  expect(download.suggestedFilename()).toMatch(/^account-data-\d{4}-\d{2}-\d{2}\.zip$/);
  await expect(section.getByRole('status')).toHaveText('Your file was downloaded. Keep it somewhere safe: it holds your personal data.');
  await expect(section.getByRole('heading', { name: 'Download my data' })).toBeFocused();

  const files = unzipSync(new Uint8Array(await readFile(await download.path())));
  expect(Object.keys(files).sort()).toEqual(['account.json', 'summary.html']);
  const data = JSON.parse(strFromU8(files['account.json'] ?? new Uint8Array())) as {
    profile: { firstname: string; lastname: string; linked_ids: { user_id: number } };
    emails: { email: string }[];
    phones: { phone: string }[];
    second_factor_methods: { kind: string; target: string | null }[];
    sessions: { data: unknown[] };
  };
  expect(data.profile).toMatchObject({ firstname: 'Dora', lastname: 'Daten', linked_ids: { user_id: dora.voucherHolderId } });
  expect(data.emails.map((e) => e.email)).toEqual([dora.email]);
  expect(data.phones.map((p) => p.phone)).toEqual([dora.phone]);
  expect(data.second_factor_methods.map((m) => m.kind).sort()).toEqual(['email', 'sms']);
  expect(data.sessions.data.length).toBeGreaterThan(0);
  const html = strFromU8(files['summary.html'] ?? new Uint8Array());
  expect(html).toContain('<h1>Your account data</h1>');
  expect(html).toContain(dora.email);
  if (shots) {
    await page.setContent(html);
    await page.screenshot({ path: `${shots}/data-export-summary-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: `${shots}/data-export-summary-375.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/profile');
  }

  // Again within the minute, with a fresh step-up: refused, nothing downloaded.
  await page.goto('/profile');
  await section.getByRole('button', { name: 'Download my data' }).click();
  await expect(page).toHaveURL(/\/mfa\/methods\?single=true&redirect=profile&action=downloadData$/);
  await stepUpByEmail(page, dora.email, /\/profile$/);
  await expect(section.getByRole('alert')).toHaveText('You downloaded your data less than a minute ago. Please try again in a minute.');
  if (shots) {
    await page.screenshot({ path: `${shots}/data-export-too-soon-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: `${shots}/data-export-too-soon-375.png`, fullPage: true });
  }

  // The security history and the notifications say it.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/security/history');
  await expect(page.getByText('Data downloaded (Download my data)')).toHaveCount(1);
  await page.goto('/user/notifications');
  await expect(page.getByText('A copy of your data was downloaded')).toBeVisible();
});
