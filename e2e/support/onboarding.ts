import { expect, type Page } from '@playwright/test';
import { lastMessageId, nextCode } from './outbox';

/** Demo cards and invitation codes these browser tests spend (docs/demo-data.md). */
export const onboardingCards = {
  belgium: '5065000000000011',
  luxembourg: '5065000000000029',
  existing: '5065000000000037',
  /** Only started, never finished: the expiry check. */
  spare: '5065000000000045',
  blocked: '5065000000000052',
} as const;
export const onboardingCodes = {
  belgium: { code: 'WELCOME-2026-A', email: 'welcome.a@example.com' },
  luxembourg: { code: 'WELCOME-2026-LU', email: 'welcome.lu@example.com' },
} as const;
// Made of no part of the onboarding addresses (onboard-card-be@…): the context check would refuse it.
export const NEW_PASSWORD = 'Lantern-Walk-2026!';

export const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
export const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true }).click();

/** The confirmation screen in activation mode: reads the code sent to `to` and confirms it. */
export async function confirmCodeTo(page: Page, to: string, afterId: number) {
  await expect(page).toHaveURL(/\/onboarding-mfa\?/);
  const code = await nextCode(page.request, to, afterId);
  await field(page, 'Verification code').fill(code);
  await page.getByRole('button', { name: 'Confirm' }).click();
}

/**
 * The phone step's two inputs, as on the login: the country code (the variant's own to start with:
 * +352 on the Luxembourg host) picked for `phone` (E.164), then its national number.
 */
export async function enterPhone(page: Page, phone: string) {
  const country = page.getByRole('combobox', { name: 'Country code' });
  await expect(country).toHaveValue(new URL(page.url()).hostname.startsWith('lu.') ? '+352' : '+32');
  const dialCode = ['+352', '+32'].find((code) => phone.startsWith(code)) ?? '';
  await country.selectOption(dialCode);
  await field(page, 'Mobile phone number').fill(phone.slice(dialCode.length));
}

/** Terms, create, e-mail by code, phone by code, password: from the welcome screen to the confirmation. */
export async function onboardFromWelcome(page: Page, person: { lastname: string; email: string; phone: string; keepEmail?: boolean; mfaEntry?: boolean }) {
  await page.getByRole('button', { name: 'Let’s go' }).click();
  await expect(page).toHaveURL(/\/onboarding\/terms-conditions$/);
  await page.getByLabel('I accept the terms and conditions').check();
  await page.getByLabel('I accept the privacy statement').check();
  await page.getByLabel('Send me news and offers by e-mail').check();
  await next(page);

  await expect(page).toHaveURL(/\/onboarding\/create$/);
  await field(page, 'Last name').fill(person.lastname);
  await field(page, 'E-mail address').fill(person.email);
  await next(page);

  await expect(page).toHaveURL(/\/onboarding\/email-verification$/);
  await expect(page.getByText(person.email, { exact: true })).toBeVisible();
  if (person.keepEmail) {
    await page.getByRole('button', { name: 'Continue with this e-mail address' }).click();
  } else if (person.mfaEntry) {
    // The MFA confirmation route's isActivation entry (specification section 4): it sends the code itself.
    const before = await lastMessageId(page.request, person.email);
    await page.goto(`/mfa?${new URLSearchParams({ isActivation: 'true', method: 'email', value: person.email })}`);
    const code = await nextCode(page.request, person.email, before);
    await field(page, 'Verification code').fill(code);
    await page.getByRole('button', { name: 'Confirm' }).click();
  } else {
    const before = await lastMessageId(page.request, person.email);
    await page.getByRole('button', { name: 'Send me a code' }).click();
    await confirmCodeTo(page, person.email, before);
  }

  await expect(page).toHaveURL(/\/onboarding\/phone-verification$/);
  const beforeSms = await lastMessageId(page.request, person.phone);
  await enterPhone(page, person.phone);
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await confirmCodeTo(page, person.phone, beforeSms);

  await expect(page).toHaveURL(/\/onboarding\/password$/);
  await field(page, 'New password').fill(NEW_PASSWORD);
  await field(page, 'Confirm the new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page).toHaveURL(/\/onboarding\/confirmation$/);
}
