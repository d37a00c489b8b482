/**
 * Regional variants and locales (specification sections 1 and 9). The variant is chosen by host.
 */
export type Variant = 'be' | 'lu';
export const variants = ['be', 'lu'] as const;

export const localesByVariant = {
  be: ['nl', 'fr', 'en'],
  lu: ['fr_LU', 'en_LU', 'de_LU'],
} as const satisfies Record<Variant, readonly string[]>;
export type Locale = (typeof localesByVariant)[Variant][number];
export const allLocales: readonly Locale[] = [...localesByVariant.be, ...localesByVariant.lu];

export const defaultLocale: Record<Variant, Locale> = { be: 'nl', lu: 'fr_LU' };

/** Host patterns of the Luxembourg variant: `*.lu` matches a suffix, `lu.*` a prefix. */
export const DEFAULT_LU_HOST_PATTERNS = ['*.lu', 'lu.*'];

export function variantForHost(host: string, luPatterns: readonly string[] = DEFAULT_LU_HOST_PATTERNS): Variant {
  const name = host.toLowerCase().replace(/:\d+$/, '');
  const matches = (pattern: string) => {
    const p = pattern.toLowerCase();
    if (p.startsWith('*.')) return name.endsWith(p.slice(1));
    if (p.endsWith('.*')) return name.startsWith(p.slice(0, -1));
    return name === p;
  };
  return luPatterns.some(matches) ? 'lu' : 'be';
}

/** The locale for a two-letter language within a variant, or null when the variant lacks it. */
export function localeForLanguage(variant: Variant, language: string): Locale | null {
  const two = language.slice(0, 2).toLowerCase();
  const candidate = variant === 'lu' ? `${two}_LU` : two;
  return (localesByVariant[variant] as readonly string[]).includes(candidate) ? (candidate as Locale) : null;
}

/**
 * First visit: Belgium takes the browser language among en, fr and nl, else en; Luxembourg takes
 * fr or en, else fr (specification section 9).
 */
export function browserLocale(variant: Variant, browserLanguages: readonly string[]): Locale {
  const allowed = variant === 'lu' ? ['fr', 'en'] : ['en', 'fr', 'nl'];
  const match = browserLanguages.map((l) => l.slice(0, 2).toLowerCase()).find((l) => allowed.includes(l));
  if (variant === 'lu') return match === 'en' ? 'en_LU' : 'fr_LU';
  return (match ?? 'en') as Locale;
}

/** Whether a stored or sent value is one of the variant's locales. */
export function isLocaleOf(variant: Variant, value: string | null | undefined): value is Locale {
  return !!value && (localesByVariant[variant] as readonly string[]).includes(value);
}

/**
 * The locale a visit starts in: the one chosen earlier in this browser when the variant offers it,
 * otherwise the browser languages (first visit). The app reads the choice from its storage and
 * navigator.languages; the server, which prerenders the login page in it, from the locale cookie
 * the app keeps beside it and Accept-Language (rankedHeaderValues in http.ts). The signed-in user's own language comes later.
 */
export function initialLocale(variant: Variant, stored: string | null | undefined, browserLanguages: readonly string[]): Locale {
  return isLocaleOf(variant, stored) ? stored : browserLocale(variant, browserLanguages);
}

/** The cookie (after the deployment's cookie prefix) that tells the server the browser's chosen locale. */
export const LOCALE_COOKIE = 'locale';

/** The stored user language applies when the variant allows it; otherwise the default locale. */
export function userLocale(variant: Variant, storedLanguage: string | null | undefined): Locale {
  return (storedLanguage && localeForLanguage(variant, storedLanguage)) || defaultLocale[variant];
}

/** What is stored on the user: the two-letter language of a locale. */
export function languageOfLocale(locale: Locale): string {
  return locale.slice(0, 2);
}

/**
 * The two-letter language to store for a locale (fr_LU) or language (fr) sent by a client, or null
 * when the variant does not offer it.
 */
export function allowedLanguage(variant: Variant, value: string): string | null {
  const locale = (localesByVariant[variant] as readonly string[]).find((l) => l === value || languageOfLocale(l as Locale) === value);
  return locale ? languageOfLocale(locale as Locale) : null;
}
