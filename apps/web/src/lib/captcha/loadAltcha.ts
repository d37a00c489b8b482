/**
 * The ALTCHA widget, loaded only when the server asks for a captcha (explicit render). The
 * `external` build keeps its worker and styles out of inline blobs, so the CSP needs nothing beyond
 * 'self'; Vite bundles the PBKDF2 worker as a file of its own.
 */
const languages: Record<string, () => Promise<unknown>> = {
  nl: () => import('altcha/i18n/nl'),
  // @ts-expect-error altcha ships fr-fr.js with its types under fr.d.ts only.
  fr: () => import('altcha/i18n/fr-fr'),
  de: () => import('altcha/i18n/de'),
  en: () => import('altcha/i18n/en'),
};

let loaded: Promise<void> | undefined;

export function loadAltcha(language: string): Promise<void> {
  loaded ??= (async () => {
    await import('altcha/external');
    await import('altcha/altcha.css');
    const { default: Pbkdf2Worker } = await import('altcha/workers/pbkdf2?worker');
    globalThis.$altcha.algorithms.set('PBKDF2/SHA-256', () => new Pbkdf2Worker());
  })();
  return loaded.then(() => languages[language]?.()).then(() => undefined);
}
