import { routeNames, routes, type RouteName } from '../../apps/web/src/lib/routes/routes';
import { expect, test, type Page } from '../support/test';
import { a11yInvitation, a11yWalkers, luBaseURL } from '../support/demo';
import { AccessibilityWalk, spaNavigate } from '../support/accessibility-walk';
import { field, next } from '../support/onboarding';
import { lastMessageId, nextCode } from '../support/outbox';
import { chooseMethodAndReadCode, enterPassword, stepUpByEmail } from '../support/sign-in';

/**
 * Issue 11 item 7: every route of the route table, in both variants, has no serious or critical
 * axe violation (WCAG 2.1 A and AA). The table is imported, so a route added later is walked too.
 *
 * Signed out, each route is opened as a visitor would (a private one shows the login it sends to; an
 * onboarding step is opened from the step before it). The sign-in then passes the method choice and
 * the code screen; signed in, every private and open route is opened, and a step-up route after the
 * step-up it asks for.
 */

/** The screen a route opens from, when it opens only from certain others (onboarding, edit-info). */
const predecessor = (name: RouteName): RouteName | null => {
  const meta = routes[name];
  return 'onlyFrom' in meta && meta.onlyFrom ? (meta.onlyFrom[0] as RouteName) : null;
};

/** Opened without its state, the TOTP recovery screen signs the person out (specification section 4): it comes last. */
const signsOut: RouteName[] = ['mfa-totp-recovery'];
const signedInWalk = [...routeNames.filter((n) => routes[n].access !== 'public' && !signsOut.includes(n)), ...signsOut];

async function open(page: Page, walk: AccessibilityWalk, name: RouteName) {
  const before = predecessor(name);
  if (before) await spaNavigate(page, routes[before].path);
  await spaNavigate(page, routes[name].path);
  await walk.audit(name);
}

/**
 * The onboarding steps hold their state on the server: walked with an invitation code up to the
 * password, never finished, so the code stays unspent for the next run and the other variant.
 */
async function walkOnboarding(page: Page, walk: AccessibilityWalk, person: { email: string; phone: string }) {
  await spaNavigate(page, routes.onboarding.path);
  await spaNavigate(page, routes['onboarding.code'].path);
  await field(page, 'Invitation code').fill(a11yInvitation.code);
  await next(page);
  await expect(page).toHaveURL(/\/onboarding\/welcome$/);
  await walk.audit('onboarding.welcome with an invitation');
  await page.getByRole('button', { name: 'Let’s go' }).click();
  await expect(page).toHaveURL(/\/onboarding\/terms-conditions$/);
  await walk.audit('onboarding.terms-conditions');
  await page.getByLabel('I accept the terms and conditions').check();
  await page.getByLabel('I accept the privacy statement').check();
  await next(page);
  await expect(page).toHaveURL(/\/onboarding\/create$/);
  await walk.audit('onboarding.create');
  await field(page, 'Last name').fill(a11yInvitation.lastname);
  await field(page, 'E-mail address').fill(person.email);
  await next(page);
  await expect(page).toHaveURL(/\/onboarding\/email-verification$/);
  await walk.audit('onboarding.email-verification');
  const beforeMail = await lastMessageId(page.request, person.email);
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await expect(page).toHaveURL(/\/onboarding-mfa\?/);
  await walk.audit('onboarding-mfa');
  await field(page, 'Verification code').fill(await nextCode(page.request, person.email, beforeMail));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/onboarding\/phone-verification$/);
  await walk.audit('onboarding.phone-verification');
  const beforeSms = await lastMessageId(page.request, person.phone);
  await field(page, 'Mobile phone number').fill(person.phone);
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await expect(page).toHaveURL(/\/onboarding-mfa\?/);
  await field(page, 'Verification code').fill(await nextCode(page.request, person.phone, beforeSms));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/onboarding\/password$/);
  await walk.audit('onboarding.password');
}

async function signIn(page: Page, walk: AccessibilityWalk, email: string) {
  await page.goto('/login/email');
  await enterPassword(page, email);
  await expect(page).toHaveURL(/\/mfa\/methods\?/);
  await walk.audit('mfa-methods during sign-in');
  const code = await chooseMethodAndReadCode(page, 'E-mail', email);
  await walk.audit('mfa during sign-in');
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/user\/dashboard$/);
}

const variants = [
  { name: 'Belgium', baseURL: undefined, walker: a11yWalkers.belgium, onboarding: { email: 'a11y.onboard.be@example.com', phone: '+32470199863' } },
  { name: 'Luxembourg', baseURL: luBaseURL, walker: a11yWalkers.luxembourg, onboarding: { email: 'a11y.onboard.lu@example.com', phone: '+32470199864' } },
] as const;

for (const variant of variants) {
  test.describe(variant.name, () => {
    if (variant.baseURL) test.use({ baseURL: variant.baseURL });

    test(`every route has no serious or critical accessibility violation (${variant.name})`, async ({ page }) => {
      test.setTimeout(240_000);
      const walk = new AccessibilityWalk(page);

      await page.goto('/login/email');
      await walk.audit('login.email');
      for (const name of routeNames) await open(page, walk, name);
      await spaNavigate(page, '/no-such-page');
      await walk.audit('an unknown path');
      await walkOnboarding(page, walk, variant.onboarding);

      await signIn(page, walk, variant.walker.email);
      for (const name of signedInWalk) {
        await open(page, walk, name);
        if (!signsOut.includes(name)) expect(page.url(), `still signed in on ${name}`).not.toMatch(/\/login\//);
        if ('stepUp' in routes[name] && routes[name].stepUp && /\/mfa\/methods\?/.test(page.url())) {
          await stepUpByEmail(page, variant.walker.email, new RegExp(`${routes[name].path}$`));
          await walk.audit(`${name} after the step-up`);
        }
      }

      await test.info().attach('screens walked', { body: walk.visits.join('\n'), contentType: 'text/plain' });
      if (process.env.A11Y_WALK_LOG) console.log(walk.visits.join('\n'));
      expect(walk.audited.length, 'screens audited').toBeGreaterThan(20);
      expect(walk.report(), 'serious or critical violations').toBe('');
    });
  });
}
