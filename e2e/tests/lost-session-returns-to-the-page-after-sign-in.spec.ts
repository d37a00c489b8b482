import { expect, test, type Page } from '../support/test';
import { PASSWORD } from '../support/demo';
import { enterPassword } from '../support/sign-in';

const lotte = { email: 'lost.session@example.com' };

/**
 * The page's sections have their answers: the session is to end while the page sits idle. A
 * section still loading would meet the ended session first and send the person to login before
 * the click this test is about (seen on a loaded machine).
 */
const pageHasLoaded = (page: Page) => expect(page.getByRole('main').getByText('Loading…')).toHaveCount(0);

test('a session ended behind the person’s back sends them to login, and signing in returns them to the page', async ({ page, context }) => {
  await page.goto('/security');
  await expect(page).toHaveURL(/\/login\/email\?redirect=%2Fsecurity$/);
  await enterPassword(page, lotte.email, PASSWORD);
  await expect(page).toHaveURL(/\/security$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Security' })).toBeVisible();
  await pageHasLoaded(page);

  // The session ends elsewhere (expired, or "log out everywhere" on another device): the login
  // cookie is gone, while this tab still believes it is signed in.
  await context.clearCookies({ name: 'token' });
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Profile' }).click();

  await expect(page).toHaveURL(/\/login\/email\?redirect=%2Fprofile$/);
  await expect(page.getByText('You need to sign in first.')).toHaveCount(0);
  await enterPassword(page, lotte.email, PASSWORD);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
});

test('a page whose calls find the session gone goes to login too, not an error inside the signed-in shell', async ({ page, context }) => {
  await page.goto('/login/email?redirect=%2Fuser%2Faccess');
  await enterPassword(page, lotte.email, PASSWORD);
  await expect(page).toHaveURL(/\/user\/access$/);

  await context.clearCookies({ name: 'token' });
  // A reload: the stored account still says signed in, so only the API's answers can tell.
  await page.reload();
  await expect(page).toHaveURL(/\/login\/email\?redirect=%2Fuser%2Faccess$/);
  await expect(page.getByText('You need to sign in first.')).toHaveCount(0);
  await enterPassword(page, lotte.email, PASSWORD);
  await expect(page).toHaveURL(/\/user\/access$/);
});

test('a step-up page reached after the session ended asks for a sign-in, not for a second factor', async ({ page, context }) => {
  await page.goto('/login/email?redirect=%2Fsecurity');
  await enterPassword(page, lotte.email, PASSWORD);
  await expect(page).toHaveURL(/\/security$/);

  const link = page.getByRole('link', { name: 'Change password' });
  await expect(link).toBeVisible();
  await pageHasLoaded(page);
  await context.clearCookies({ name: 'token' });
  await link.click();

  await expect(page).toHaveURL(/\/login\/email\?redirect=%2Fsecurity%2Fedit-password$/);
  await expect(page.getByText('You need to sign in first.')).toHaveCount(0);
});
