import { allow, portalUrl, signIn } from './portal.mjs';

const onPortal = (url, path) => url.origin === new URL(portalUrl).origin && url.pathname.startsWith(path);

/**
 * What a person does in a browser, end to end: opens the partner's protected page, is sent to the
 * portal's login, signs in, allows the app on the consent screen and lands back at the partner.
 * Answers the partner's page; every address on the way is in its `trail`.
 */
export async function signInThrough(browser, protectedUrl) {
  let page = await browser.navigate(protectedUrl);
  if (!onPortal(page.url, '/login/')) throw new Error(`Expected the portal's login, got ${page.status} at ${page.url}\n  ${page.trail.join('\n  ')}\n${page.body.slice(0, 500)}`);
  // The login page carries where to go once signed in: the provider's interaction.
  const next = page.url.searchParams.get('redirect');
  await signIn(browser);
  page = await browser.navigate(new URL(next, portalUrl).href, page.trail);
  if (onPortal(page.url, '/approve')) page = await browser.navigate(await allow(browser, page.url.searchParams.get('interaction')), page.trail);
  return page;
}

/** Fails with the whole trail unless `page` is at `origin` and shows `text`. */
export function expectSignedIn(page, origin, text) {
  if (page.url.origin === origin && page.status === 200 && page.body.includes(text)) return;
  throw new Error(`Expected ${origin} to show ${text}, got ${page.status} at ${page.url}\n  ${page.trail.join('\n  ')}\n${page.body.slice(0, 800)}`);
}
