
import { HOME_PATH, OAUTH_ERROR_PATH } from '@portal/contract/spa-paths';
import { type OAuthErrorReason } from '@portal/contract/oauth';
import type { Variant } from '@portal/contract/variants';
import { pageLanguage, pageTexts, type PageTexts } from './page-texts';

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => escapes[c] ?? c);

/** The portal's look in a few lines: the provider's own pages must not look foreign. */
const style = `
body{margin:0;background:#f4f6f8;color:#17212b;font:16px/1.5 'Inter','Segoe UI',system-ui,sans-serif}
main{max-width:28rem;margin:12vh auto;padding:0 16px}
.card{background:#fff;border:1px solid #dde3e8;border-radius:16px;padding:32px}
h1{font-size:1.375rem;line-height:1.25;margin:0 0 12px}
p{margin:0 0 16px;color:#52606d}
a,button{font:inherit}
a{color:#0f6b5c}
.actions{display:flex;flex-wrap:wrap;gap:12px}
button{border-radius:10px;padding:10px 18px;cursor:pointer;border:1px solid #0f6b5c}
.primary{background:#0f6b5c;color:#fff}
.secondary{background:#fff;color:#0f6b5c}
:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}`;

export function texts(acceptLanguage: string | undefined, variant: Variant): { lang: string; t: PageTexts } {
  const lang = pageLanguage(acceptLanguage, variant);
  return { lang, t: pageTexts[lang] };
}

export function page(lang: string, title: string, body: string): string {
  return `<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>${style}</style></head>
<body><main><div class="card">${body}</div></main></body>
</html>`;
}

/**
 * An error the provider cannot send back to the app (unknown client, unregistered redirect_uri, an
 * expired interaction) is shown by the SPA's branded page, with the variant's header, logo and
 * language switch. A fixed reason travels in the address, and the id of a registered app when the
 * provider found it (the page asks the app's name of GET /api/clients/{id}/name): nothing the
 * request made up is echoed.
 */
export function errorPageAddress(reason: OAuthErrorReason, registeredClientId?: string): string {
  const query = new URLSearchParams({ reason });
  if (registeredClientId) query.set('client', registeredClientId);
  return `${OAUTH_ERROR_PATH}?${query}`;
}

/** RP-initiated logout: `form` is the provider's hidden form with its anti-forgery token. */
export function logoutPage(acceptLanguage: string | undefined, variant: Variant, form: string): string {
  const { lang, t } = texts(acceptLanguage, variant);
  return page(
    lang,
    t.logoutTitle,
    `<h1>${escapeHtml(t.logoutTitle)}</h1><p>${escapeHtml(t.logoutQuestion)}</p>${form}
<div class="actions"><button autofocus class="primary" type="submit" form="op.logoutForm" name="logout" value="yes">${escapeHtml(t.logoutYes)}</button>
<button class="secondary" type="submit" form="op.logoutForm">${escapeHtml(t.logoutNo)}</button></div>`,
  );
}

export function loggedOutPage(acceptLanguage: string | undefined, variant: Variant): string {
  const { lang, t } = texts(acceptLanguage, variant);
  return page(lang, t.loggedOutTitle, `<h1>${escapeHtml(t.loggedOutTitle)}</h1><p>${escapeHtml(t.loggedOut)}</p><p><a href="${HOME_PATH}">${escapeHtml(t.home)}</a></p>`);
}
