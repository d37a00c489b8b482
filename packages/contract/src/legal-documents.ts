import { z } from 'zod/mini';
import { siteLinkUrl } from './site-links';
import { languageOfLocale, type Locale, type Variant } from './variants';

/**
 * The terms and conditions and the privacy statement that the onboarding's terms step asks a new
 * person to accept (specification section 5), in each language of each variant: a legal text is
 * read in the language it is accepted in. The server may replace any of them from its environment
 * (BE_NL_TERMS_URL, LU_DE_PRIVACY_URL…), as it does the footer's links (site-links.ts).
 */
export const legalDocumentKeys = ['terms', 'privacy'] as const;
export type LegalDocumentKey = (typeof legalDocumentKeys)[number];

/** The two-letter languages of each variant's locales (variants.ts). */
export const legalLanguages = { be: ['nl', 'fr', 'en'], lu: ['fr', 'en', 'de'] } as const satisfies Record<Variant, readonly string[]>;
export type LegalLanguage = (typeof legalLanguages)[Variant][number];

export const legalDocuments = z.object({ terms: siteLinkUrl, privacy: siteLinkUrl });
export type LegalDocuments = z.infer<typeof legalDocuments>;

/** One variant's documents by language (the runtime config's `legal`). */
export const legalLinks = z.record(z.string(), legalDocuments);
export type LegalLinks = Record<string, LegalDocuments>;

const documentsAt = (site: string, language: string): LegalDocuments => ({ terms: `${site}/${language}/terms`, privacy: `${site}/${language}/privacy` });
const defaultsOf = (variant: Variant, site: string): LegalLinks => Object.fromEntries(legalLanguages[variant].map((language) => [language, documentsAt(site, language)]));

export const defaultLegalLinks: Record<Variant, LegalLinks> = {
  be: defaultsOf('be', 'https://www.example.be'),
  lu: defaultsOf('lu', 'https://www.example.lu'),
};

/** The environment variable that replaces one document in one language: BE_NL_TERMS_URL, LU_DE_PRIVACY_URL… */
export function legalDocumentVariable(variant: Variant, language: string, key: LegalDocumentKey): string {
  return `${variant}_${language}_${key}_url`.toUpperCase();
}

/** The documents in the page's language; the variant's first language should the config lack it. */
export function legalDocumentsIn(links: LegalLinks, locale: Locale): LegalDocuments | null {
  return links[languageOfLocale(locale)] ?? Object.values(links)[0] ?? null;
}
