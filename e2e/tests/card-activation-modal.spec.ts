import { expect, test } from '../support/test';
import { dashCard, dashCardLu, luBaseURL } from '../support/demo';
import { lastMessageId, nextCode } from '../support/outbox';
import { signInWithEmailCode } from '../support/sign-in';
import { shootBothWidths } from '../support/screenshots';
import { expectNoAxeViolations } from '../support/axe';

const wrong = (code: string) => (code === '00000000' ? '11111111' : '00000000');

test('Belgium: the two-factor validation code modal activates a new card after a wrong card and a wrong code', async ({ page }) => {
  await signInWithEmailCode(page, dashCard.email);
  const open = page.getByRole('button', { name: 'Activate a new card' });
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Activate a new card' });
  await expect(dialog).toBeVisible();
  const card = dialog.getByRole('textbox', { name: 'Card number' });
  await expect(card).toBeFocused();
  // Escape closes it and gives the focus back.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();

  const next = dialog.getByRole('button', { name: 'Next', exact: true });
  await card.fill('1234');
  await next.click();
  // Checked in the browser (the contract's rule), then by the server: both say so under the input.
  await expect(card).toHaveAccessibleDescription(/Your card number is invalid\./);
  await card.fill('5065 9999 0000 0001');
  await next.click();
  await expect(card).toHaveAccessibleDescription(/Your card number is invalid\./);
  await expectNoAxeViolations(page, 'dialog');
  await shootBothWidths(page, 'dashboard-extra', 'activation-card-be');

  const before = await lastMessageId(page.request, dashCard.email);
  await card.fill(dashCard.card);
  await next.click();
  await expect(dialog.getByText('We sent a code to d***@example.com.', { exact: false })).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Card number' })).toHaveValue('•••• •••• •••• 0060');
  const code = await nextCode(page.request, dashCard.email, before);
  const input = dialog.getByRole('textbox', { name: 'Verification code' });
  await input.fill(wrong(code));
  await next.click();
  await expect(dialog.getByText('The code is invalid.')).toBeVisible();
  await expectNoAxeViolations(page, 'dialog');
  await shootBothWidths(page, 'dashboard-extra', 'activation-code-be');
  await input.fill(code);
  await next.click();

  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Your new card is activated and linked to your account.' })).toBeVisible();
  // Spent: the same card cannot be activated again.
  await open.click();
  await card.fill(dashCard.card);
  await next.click();
  await expect(dialog.getByText('Your card number is invalid.')).toBeVisible();
});

test.describe('Luxembourg', () => {
  test.use({ baseURL: luBaseURL });

  test('the modal speaks German and activates the card', async ({ page }) => {
    await signInWithEmailCode(page, dashCardLu.email);
    await page.getByRole('button', { name: 'Neue Karte aktivieren' }).click();
    const dialog = page.getByRole('dialog', { name: 'Neue Karte aktivieren' });
    const before = await lastMessageId(page.request, dashCardLu.email);
    await dialog.getByRole('textbox', { name: 'Kartennummer' }).fill(dashCardLu.card);
    await dialog.getByRole('button', { name: 'Weiter', exact: true }).click();
    await expect(dialog.getByText('Wir haben einen Code an d***@example.com gesendet.', { exact: false })).toBeVisible();
    const code = await nextCode(page.request, dashCardLu.email, before);
    const input = dialog.getByRole('textbox', { name: 'Bestätigungscode' });
    await input.fill(wrong(code));
    await dialog.getByRole('button', { name: 'Weiter', exact: true }).click();
    await expect(dialog.getByRole('alert')).toBeVisible();
    await expectNoAxeViolations(page, 'dialog');
    await shootBothWidths(page, 'dashboard-extra', 'activation-code-lu-de');
    await input.fill(code);
    await dialog.getByRole('button', { name: 'Weiter', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Ihre neue Karte ist aktiviert und mit Ihrem Konto verknüpft.' })).toBeVisible();
  });
});
