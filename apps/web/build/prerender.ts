/// <reference types="node" />
// Runs after `vite build` (npm run build): draws the pages of `prerenderedPages` (the login page)
// signed out, for every variant and locale, into dist/prerendered/<page>.<locale>.json. The server
// sends such a page drawn inside index.html, so a phone shows it before the app's JavaScript has
// arrived (Lighthouse mobile: the first paint came only after some 200 KB of it), and the app's
// first render replaces it by the same page.
//
// The page is drawn by the app's own code in a simulated browser (jsdom): an SSR build of
// src/prerender/renderPage.tsx (assets inlined or named as in the client build), one process per
// variant since the app reads its runtime config once, at start.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { loginPageConfigKey, prerenderedPages, type PrerenderedFile, type PrerenderedPage, type RuntimeConfig } from '@portal/contract/config';
import { defaultPartnerSiteUrls } from '@portal/contract/partner-sites';
import { originsOf } from '@portal/contract/redirect';
import { defaultSiteLinks } from '@portal/contract/site-links';
import { defaultLegalLinks } from '@portal/contract/legal-documents';
import { localesByVariant, variants, type Locale, type Variant } from '@portal/contract/variants';

const web = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(web, 'dist');
const ssrOut = join(web, 'node_modules/.prerender');
const MANIFEST = '.vite/manifest.json';
/** The page modules, by page: their chunks' styles go inline with the drawn page. */
const pageModules: Record<PrerenderedPage, string> = { 'login-email': 'src/features/sign-in/components/LoginPage.tsx' };

/** The host each variant is drawn at, as `npm start` serves them. */
const hosts: Record<Variant, string> = { be: 'localhost', lu: 'lu.localhost' };

/** The runtime config the pages are drawn with: the defaults, as a server without settings injects them. */
function defaultConfig(variant: Variant): RuntimeConfig {
  const partnerSites = defaultPartnerSiteUrls(variant, { protocol: 'http:', host: hosts[variant] });
  return { variant, cookiePrefix: '', devOutbox: false, links: defaultSiteLinks[variant], legal: defaultLegalLinks[variant], partnerSites, redirectOrigins: originsOf([`http://${hosts[variant]}`, ...Object.values(partnerSites)]) };
}

const drawnFile = (variant: Variant) => join(ssrOut, `drawn.${variant}.json`);

type Drawn = { page: PrerenderedPage; locale: Locale; lang: string; html: string };

/** In a child process: draws every page of one variant in each of its locales (written as JSON to drawnFile). */
async function drawVariant(variant: Variant): Promise<Drawn[]> {
  const { JSDOM } = await import('jsdom');
  const drawn: Drawn[] = [];
  for (const [page, path] of Object.entries(prerenderedPages) as [PrerenderedPage, string][]) {
    const config = JSON.stringify(defaultConfig(variant));
    const dom = new JSDOM(`<!doctype html><html><head><script type="application/json" id="runtime-config">${config}</script></head><body></body></html>`, {
      url: `http://${hosts[variant]}${path}`,
      pretendToBeVisual: true,
    });
    installGlobals(dom.window as unknown as Window & typeof globalThis);
    const { renderPage } = (await import(pathToFileURL(join(ssrOut, 'renderPage.js')).href)) as typeof import('../src/prerender/renderPage');
    for (const locale of localesByVariant[variant]) drawn.push({ page, locale, ...(await renderPage(locale)) });
  }
  return drawn;
}

/** The simulated browser as the app's globals; the API is unreachable, so the visitor is signed out. */
function installGlobals(window: Window & typeof globalThis): void {
  const scope = globalThis as Record<string, unknown>;
  for (const key of Object.getOwnPropertyNames(window)) {
    if (!(key in scope)) scope[key] = (window as unknown as Record<string, unknown>)[key];
  }
  Object.assign(scope, { window, document: window.document, location: window.location, localStorage: window.localStorage, sessionStorage: window.sessionStorage });
  Object.defineProperty(scope, 'navigator', { value: window.navigator, configurable: true });
  scope.fetch = () => Promise.reject(new TypeError('no API while prerendering'));
  window.fetch = scope.fetch as typeof fetch;
  // Drawn as for a browser with passkeys (every current one): the "sign in with a passkey" button shows.
  const publicKeyCredential = Object.assign(function PublicKeyCredential() {}, { isConditionalMediationAvailable: () => Promise.resolve(false) });
  scope.PublicKeyCredential = publicKeyCredential;
  Object.assign(window, { PublicKeyCredential: publicKeyCredential });
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

/** The styles of a page's chunk and of every chunk it imports statically, less the entry's own stylesheet. */
function pageCss(manifest: Record<string, ManifestChunk>, module: string): string {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key) || chunk.isEntry) return;
    seen.add(key);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(module);
  if (!seen.size) throw new Error(`prerender: ${module} is not in the build's manifest`);
  return [...files].map((file) => readFileSync(join(dist, file), 'utf8')).join('\n');
}

async function main(): Promise<void> {
  await build({
    configFile: false,
    root: web,
    logLevel: 'warn',
    plugins: [react()],
    // Bundled whole: the page is drawn by the same code the client build ships.
    build: { ssr: 'src/prerender/renderPage.tsx', outDir: ssrOut, emptyOutDir: true },
    ssr: { noExternal: true },
  });
  const manifest = JSON.parse(readFileSync(join(dist, MANIFEST), 'utf8')) as Record<string, ManifestChunk>;
  // Only this script reads the manifest; the server must not offer it.
  rmSync(join(dist, '.vite'), { recursive: true, force: true });
  const out = join(dist, 'prerendered');
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const cssOf = Object.fromEntries(Object.entries(pageModules).map(([page, module]) => [page, pageCss(manifest, module)])) as Record<PrerenderedPage, string>;
  for (const variant of variants) {
    const child = spawnSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), 'draw', variant], { cwd: web, encoding: 'utf8' });
    if (child.status !== 0) throw new Error(`prerender ${variant} failed:\n${child.stdout}${child.stderr}`);
    const configKey = loginPageConfigKey(defaultConfig(variant));
    for (const { page, locale, lang, html } of JSON.parse(readFileSync(drawnFile(variant), 'utf8')) as Drawn[]) {
      if (!html.includes('<form')) throw new Error(`prerender: ${page} in ${locale} drew no form:\n${html}`);
      const css = cssOf[page];
      // Both go inside index.html as they are (a <style> and #root).
      if (css.includes('</') || html.includes('<script')) throw new Error(`prerender: ${page} in ${locale} would break out of its place`);
      const file: PrerenderedFile = { configKey, lang, css, html };
      writeFileSync(join(out, `${page}.${locale}.json`), JSON.stringify(file));
    }
  }
  rmSync(ssrOut, { recursive: true, force: true });
}

if (process.argv[2] === 'draw') {
  const variant = process.argv[3] as Variant;
  writeFileSync(drawnFile(variant), JSON.stringify(await drawVariant(variant)));
  // The app's timers (session watch, query cache) would keep the simulated browser alive.
  process.exit(0);
} else {
  await main();
}
