import { expect, test, type Page } from '../support/test';
import { luBaseURL, mergePair, mergePairBeDecline, mergePairLu, mergePairLuAccept, PASSWORD } from '../support/demo';
import { lastMessageId, nextCode } from '../support/outbox';
import { enterPasswordAndReadCode } from '../support/sign-in';
import { shootBothWidths } from '../support/screenshots';

// Each variant accepts and declines a merge, each test with its own pair of demo accounts sharing an e-mail address (docs/demo-data.md).
// Screenshots are opt-in (SHOTS=1) so CI writes no files.

/**
 * Signs in with the address both accounts use (the signing-in half has e-mail as its only method:
 * its code goes at once); the final answer carries the merge offer.
 */
async function signInToTheOffer(page: Page, email: string) {
  await page.goto('/login/email');
  const code = await enterPasswordAndReadCode(page, email);
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/duplicated/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Merge your accounts');
}

test.describe('Belgium', () => {
  test('a person merges the client-area and employee accounts that share an e-mail address', async ({ page }) => {
    await signInToTheOffer(page, mergePair.email);
    // The other account's matching address, masked, under its platform; nothing else of it.
    const matches = page.getByRole('region', { name: /area$/ });
    await expect(matches.getByText(mergePair.maskedEmail)).toBeVisible();
    await expect(page.getByText(mergePair.email)).toHaveCount(0);
    await shootBothWidths(page, 'merge-web', 'duplicated-offer');

    await page.getByRole('button', { name: 'Merge my accounts' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Show that the other account is yours');
    await page.getByLabel('Password of the other platform').fill(PASSWORD);
    await shootBothWidths(page, 'merge-web', 'duplicated-proof');
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Where should we send the code?');
    await shootBothWidths(page, 'merge-web', 'duplicated-methods');
    const before = await lastMessageId(page.request, mergePair.email);
    await page.getByRole('button', { name: /^E-mail\b/ }).click();
    const code = await nextCode(page.request, mergePair.email, before);
    await expect(page.getByRole('button', { name: /Resend code in \d+ s/ })).toBeDisabled();
    await shootBothWidths(page, 'merge-web', 'duplicated-code');
    await page.getByLabel('Verification code').fill(code);
    await page.getByRole('button', { name: 'Merge the accounts' }).click();

    await expect(page).toHaveURL(/\/fuzzion-success$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accounts merged');
    await expect(page.getByText('Your accounts have been merged.')).toBeVisible();
    await expect(page.getByText(mergePair.email)).toBeVisible();
    for (const phone of mergePair.phones) await expect(page.getByText(phone)).toBeVisible();
    await shootBothWidths(page, 'merge-web', 'fuzzion-success');

    await page.getByRole('link', { name: 'Go to my dashboard' }).click();
    await expect(page).toHaveURL(/\/user\/dashboard$/);
    // The tiles (the partner chooser below lists every site of the variant).
    const main = page.locator('section[aria-labelledby="services-title"]');
    await expect(main.locator('a[href*="//client."]')).toBeVisible();
    await expect(main.locator('a[href*="//my."]')).toBeVisible();
  });

  test('a person declines the merge and the shared address leaves the other account', async ({ page }) => {
    await signInToTheOffer(page, mergePairBeDecline.email);
    await page.getByRole('button', { name: 'This is not my account' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accounts not merged');
    await expect(page.getByText('The shared e-mail address or phone number has been removed from the other account.')).toBeVisible();

    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/user\/dashboard$/);
    // The offer is gone: /duplicated no longer opens.
    await page.goto('/duplicated');
    await expect(page).toHaveURL(/\/user\/dashboard$/);
  });
});

test.describe('Luxembourg', () => {
  test.use({ baseURL: luBaseURL });

  test('a wrong proof is refused, then the person declines and the address leaves the other account', async ({ page }) => {
    await signInToTheOffer(page, mergePairLu.email);
    await page.getByRole('button', { name: 'Merge my accounts' }).click();
    await page.getByLabel('Password of the other platform').fill('Not-The-Password-9!');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('alert')).toHaveText('The information you provided is invalid');
    await shootBothWidths(page, 'merge-web', 'duplicated-wrong-proof');

    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('button', { name: 'This is not my account' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accounts not merged');
    await expect(page.getByText('The shared e-mail address or phone number has been removed from the other account.')).toBeVisible();
    await shootBothWidths(page, 'merge-web', 'duplicated-rejected');

    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/user\/dashboard$/);
    // The offer is gone: /duplicated no longer opens.
    await page.goto('/duplicated');
    await expect(page).toHaveURL(/\/user\/dashboard$/);
  });

  test('a person proves ownership with the card number and merges the accounts', async ({ page }) => {
    await signInToTheOffer(page, mergePairLuAccept.email);
    const matches = page.getByRole('region', { name: /area$/ });
    await expect(matches.getByText(mergePairLuAccept.maskedEmail)).toBeVisible();

    await page.getByRole('button', { name: 'Merge my accounts' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Show that the other account is yours');
    await page.getByRole('radio', { name: 'With my card number' }).check();
    await page.getByRole('textbox', { name: 'Card number' }).fill(mergePairLuAccept.card);
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Where should we send the code?');
    const before = await lastMessageId(page.request, mergePairLuAccept.email);
    await page.getByRole('button', { name: /^E-mail\b/ }).click();
    const code = await nextCode(page.request, mergePairLuAccept.email, before);
    await page.getByLabel('Verification code').fill(code);
    await page.getByRole('button', { name: 'Merge the accounts' }).click();

    await expect(page).toHaveURL(/\/fuzzion-success$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accounts merged');
    await expect(page.getByText(mergePairLuAccept.email)).toBeVisible();
    for (const phone of mergePairLuAccept.phones) await expect(page.getByText(phone)).toBeVisible();

    await page.getByRole('link', { name: 'Go to my dashboard' }).click();
    await expect(page).toHaveURL(/\/user\/dashboard$/);
  });
});
