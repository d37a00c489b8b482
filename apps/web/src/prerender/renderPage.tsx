import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { Locale } from '@portal/contract/variants';
import { App } from '../app/App';
import { createAppRouter, routerReady } from '../app/router';
import { changeLocale, i18nReady } from '../lib/i18n/i18n';
import { htmlLang } from '../lib/i18n/localeRules';

/**
 * The build's prerender (apps/web/build/prerender.ts) calls this in a simulated browser (jsdom) at
 * the page's address, signed out: it draws the page as the app's first render will, in `locale`,
 * so that the server can send it drawn and the app replace it by the same page.
 */
export async function renderPage(locale: Locale): Promise<{ lang: string; html: string }> {
  await i18nReady;
  await changeLocale(locale);
  const router = createAppRouter();
  await routerReady(router);
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  flushSync(() => root.render(<App router={router} />));
  // Effects of the first render (the passkey check, the focus) may draw once more.
  await new Promise((resolve) => setTimeout(resolve, 50));
  // A select shows its value through a property, which markup does not keep: the attribute does.
  for (const select of container.querySelectorAll('select')) select.selectedOptions[0]?.setAttribute('selected', '');
  const html = container.innerHTML;
  root.unmount();
  router.dispose();
  container.remove();
  return { lang: htmlLang(locale), html };
}
