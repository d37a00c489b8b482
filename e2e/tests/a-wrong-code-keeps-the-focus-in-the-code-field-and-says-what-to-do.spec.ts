import { expect, test, type Locator } from '../support/test';
import { wrongCoder } from '../support/demo';
import { chooseMethodAndReadCode, enterPassword } from '../support/sign-in';
import { freshTotpCode } from '../support/totp';

/** The code input has the focus, and the code typed before is selected whole: the next one replaces it. */
async function expectFocusedAndSelected(input: Locator, typed: string) {
  await expect(input).toBeFocused();
  const state = await input.evaluate((el: HTMLInputElement) => ({ active: document.activeElement === el, value: el.value, start: el.selectionStart, end: el.selectionEnd }));
  expect(state).toEqual({ active: true, value: typed, start: 0, end: typed.length });
}

const otherThan = (code: string, length: number) => (code === '0'.repeat(length) ? '1'.repeat(length) : '0'.repeat(length));

test('a wrong code brings the focus back to the code, selected, and the error says what to do next', async ({ page }) => {
  // The authenticator's right code may have to wait for the next 30 s step.
  test.setTimeout(60_000);
  await page.goto('/login/email');
  await enterPassword(page, wrongCoder.email);
  const code = await chooseMethodAndReadCode(page, 'E-mail', wrongCoder.email);

  // E-mail, confirmed with the button: the focus had left the input for it.
  const input = page.getByLabel('Verification code');
  const wrong = otherThan(code, 8);
  await input.fill(wrong);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'The code is invalid. Type the code of the latest e-mail we sent you, or ask for a new one when the countdown ends. Or use another method.',
  );
  await expect(input).toHaveAccessibleDescription(/^The code is invalid\. Type the code of the latest e-mail/);
  await expectFocusedAndSelected(input, wrong);

  // The other method the text speaks of: the authenticator, whose text sends the person to the app's current code.
  await page.getByRole('link', { name: 'Use another method' }).click();
  await page.getByRole('button', { name: /^Authenticator app/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Open your authenticator app');
  const right = await freshTotpCode(wrongCoder.email);
  const wrongTotp = otherThan(right, 6);
  await input.fill(wrongTotp);
  await input.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('The code is invalid. Type the code your authenticator app shows now: it changes every 30 seconds. Or use another method.');
  await expectFocusedAndSelected(input, wrongTotp);
  // Typing straight away replaces the wrong code.
  await page.keyboard.type(right);
  await expect(input).toHaveValue(right);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/user\/dashboard$/);

  // A step-up check (another flow on the same code screen): the same focus, and no other method named.
  await page.goto('/security/mfa-edit');
  await page.getByRole('button', { name: /^E-mail/ }).first().click();
  await expect(page).toHaveURL(/\/mfa\?single=true/);
  await input.fill('00000000');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('alert')).toHaveText('The code is invalid. Type the code of the latest e-mail we sent you, or ask for a new one when the countdown ends.');
  await expectFocusedAndSelected(input, '00000000');
});
