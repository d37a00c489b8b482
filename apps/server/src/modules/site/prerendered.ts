import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { loginPageConfigKey, prerenderedPages, type PrerenderedFile, type RuntimeConfig } from '@portal/contract/config';
import { rankedHeaderValues } from '@portal/contract/http';
import { initialLocale, LOCALE_COOKIE } from '@portal/contract/variants';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config/config';

const pageByPath = new Map<string, string>(Object.entries(prerenderedPages).map(([name, path]) => [path, name]));

/**
 * The build's drawing of the page at this address (the login page), in the locale the app will
 * start in: the locale cookie the app keeps, else Accept-Language, by the app's own rule. None when
 * the address has a query (the page then reads it), the build drew nothing, or this host's runtime
 * config would draw the page otherwise (other footer links, "Sign in with Microsoft", maintenance).
 */
export async function prerenderedPage(request: FastifyRequest, config: Config, runtime: RuntimeConfig): Promise<PrerenderedFile | null> {
  const name = pageByPath.get(request.url);
  if (!name) return null;
  const stored = request.cookies[`${config.cookiePrefix}${LOCALE_COOKIE}`];
  const locale = initialLocale(runtime.variant, stored, rankedHeaderValues(request.headers['accept-language']));
  const text = await readFile(join(config.webDistDir, 'prerendered', `${name}.${locale}.json`), 'utf8').catch(() => null);
  if (text === null) return null;
  const page = JSON.parse(text) as PrerenderedFile;
  return page.configKey === loginPageConfigKey(runtime) ? page : null;
}

/**
 * Hides the drawn page until the parser has reached its end: a browser may paint a page it has
 * only partly parsed, and the rest arriving would then shift what it showed.
 */
const UNTIL_PARSED = '[data-prerendered]:not(:has(> [data-drawn-end])){visibility:hidden}';

/**
 * index.html with the drawn page in #root and its styles inline. The page is inert: nothing typed
 * into it could be kept when the app's first render replaces it (with #root's whole content, so the
 * app's own page is not inert).
 */
export function withPrerenderedPage(html: string, page: PrerenderedFile, runtime: RuntimeConfig): string {
  // Replacer functions: a "$" in the page's text must stay a "$", not a replacement pattern.
  return html
    .replace(/<html[^>]*>/, () => `<html lang="${page.lang}" data-variant="${runtime.variant}">`)
    .replace('</head>', () => `<style>${UNTIL_PARSED}${page.css}</style></head>`)
    .replace('<div id="root"></div>', () => `<div id="root"><div data-prerendered inert>${page.html}<span data-drawn-end hidden></span></div></div>`);
}
