import { expect, test, type Page } from '../support/test';
import { brochureText } from '../support/brochure';
import { luBaseURL } from '../support/demo';
import { enterPassword } from '../support/sign-in';
import { expectNoAxeViolations } from '../support/axe';

// Lotte Links has no second factor; no other spec signs in as her.
const lotte = { email: 'public.links@example.com' };

/** The footer's external links of a variant: each opens in a new tab without a handle on this page. */
async function expectFooterLinks(page: Page, site: 'be' | 'lu') {
  const footer = page.getByRole('navigation', { name: 'Useful links' });
  const expected = {
    Blog: `https://blog.example.${site}/`,
    Help: `https://help.example.${site}/`,
    Privacy: `https://www.example.${site}/privacy`,
    'Our website': `https://www.example.${site}/`,
  };
  for (const [name, href] of Object.entries(expected)) {
    const link = footer.getByRole('link', { name: new RegExp(`^${name} \\(opens in a new tab\\)$`) });
    await expect(link).toHaveAttribute('href', href);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
  }
  await expect(footer.getByRole('link', { name: 'Our products' })).toHaveAttribute('href', '/products');
}

test('the Belgian navbar signs in and registers, and the footer links to the Belgian sites', async ({ page }) => {
  await page.goto('/login/email');
  const navbar = page.getByRole('navigation', { name: 'Account' });
  await expect(navbar.getByRole('link', { name: 'Sign in' })).toHaveAttribute('aria-current', 'page');
  await expectFooterLinks(page, 'be');
  await expectNoAxeViolations(page);

  await navbar.getByRole('link', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(navbar.getByRole('link', { name: 'Register' })).toHaveAttribute('aria-current', 'page');
  await navbar.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login\/email$/);
});

test('in Luxembourg the navbar offers card activation, and the footer links to the Luxembourg sites', async ({ page }) => {
  await page.goto(`${luBaseURL}/login/email`);
  const navbar = page.getByRole('navigation', { name: 'Account' });
  await expect(navbar.getByRole('link', { name: 'Register' })).toHaveCount(0);
  await expectFooterLinks(page, 'lu');
  await expectNoAxeViolations(page);

  await navbar.getByRole('link', { name: 'Activate my card' }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
});

test('the Belgian product cards show the data file figures in English and Dutch, and the inactive ones on request', async ({ page }) => {
  await page.goto('/login/email');
  await page.getByRole('navigation', { name: 'Useful links' }).getByRole('link', { name: 'Our products' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Our products' })).toBeVisible();

  const meal = page.getByRole('region', { name: 'Meal vouchers' });
  await expect(meal.getByRole('definition')).toHaveText(['€7.50 a year', '€2.00 per voucher', '€8.00 per voucher', '1.25%', '2.25%', '€75.00 once', 'Your company deducts €2.00 per voucher from its taxable profit.', 'None on the employer’s share up to €6.91 per voucher.']);
  await expect(page.getByRole('region', { name: 'Eco vouchers' })).toBeVisible();
  const sport = page.getByRole('region', { name: 'Sport and culture vouchers' });
  await expect(sport).toHaveCount(0);
  await expect(page.getByRole('status')).toHaveText('3 products');

  await page.getByLabel('Show products we no longer offer').check();
  await expect(sport).toBeVisible();
  await expect(sport.getByText('No longer offered')).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('4 products');
  await expectNoAxeViolations(page);
  await page.getByLabel('Show products we no longer offer').uncheck();
  await expect(sport).toHaveCount(0);

  await page.getByLabel('Language').selectOption('nl');
  const maaltijd = page.getByRole('region', { name: 'Maaltijdcheques' });
  await expect(maaltijd.getByRole('definition').nth(2)).toHaveText(/^€\s8,00 per cheque$/);
  await expect(maaltijd.getByText(/Je bedrijf trekt €\s2,00 per cheque af/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download de brochure (pdf)' })).toHaveAttribute('href', '/brochures/products-nl.pdf');
});

test('the Luxembourg product cards show their own figures in French, and the brochure is a PDF with them', async ({ page }) => {
  await page.goto(`${luBaseURL}/products`);
  await page.getByLabel('Language').selectOption('fr_LU');
  const meal = page.getByRole('region', { name: 'Chèques-repas' });
  await expect(meal.getByRole('definition').nth(2)).toHaveText(/^15,00\s€ par chèque$/);
  await expect(page.getByRole('region', { name: 'Éco-chèques' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Télécharger la brochure (PDF)' }).click()]);
  expect(download.suggestedFilename()).toBe('products-fr-lu.pdf');
  const pdf = await brochureText(download);
  expect(pdf.head).toBe('%PDF-');
  expect(pdf.lines).toContain('Montant maximum : 15,00 € par chèque');
  expect(pdf.lines.join(' ')).not.toContain('Éco-chèques');
});

test('the Belgian English brochure holds the same figures as the cards', async ({ page }) => {
  await page.goto('/products');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download the brochure (PDF)' }).click()]);
  const pdf = await brochureText(download);
  expect(pdf.head).toBe('%PDF-');
  expect(pdf.lines).toEqual(expect.arrayContaining(['Meal vouchers', 'Maximum amount: €8.00 per voucher', 'Merchant fee, Horeca: 1.25%']));
});

test('signed in, the footer stays, the products page leads back to the account and /security links the privacy statement', async ({ page }) => {
  await page.goto('/login/email');
  await enterPassword(page, lotte.email);
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  await expectFooterLinks(page, 'be');

  await page.getByRole('navigation', { name: 'Useful links' }).getByRole('link', { name: 'Our products' }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'My account' }).click();
  await expect(page).toHaveURL(/\/user\/dashboard$/);

  await page.goto('/security');
  const privacy = page.getByRole('main').getByRole('link', { name: 'Privacy statement (opens in a new tab)' });
  await expect(privacy).toHaveAttribute('href', 'https://www.example.be/privacy');
  await expect(privacy).toHaveAttribute('rel', /\bnoopener\b/);
});

test('signed in on the Luxembourg host, /security links the Luxembourg privacy statement', async ({ page }) => {
  await page.goto(`${luBaseURL}/login/email`);
  await enterPassword(page, lotte.email);
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  await page.goto(`${luBaseURL}/security`);
  await expect(page.getByRole('main').getByRole('link', { name: 'Privacy statement (opens in a new tab)' })).toHaveAttribute('href', 'https://www.example.lu/privacy');
  await expectFooterLinks(page, 'lu');
});
