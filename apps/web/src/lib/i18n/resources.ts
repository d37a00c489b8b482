import type { Locale } from '@portal/contract/variants';
import type { CoreTexts } from './locales/en';

/**
 * Each locale's texts are chunks of their own, loaded on demand: a visitor downloads one language,
 * not all six, and of it the core texts at start and a screen's group with the screen (issue 12).
 */
export const loadCoreTexts: Record<Locale, () => Promise<CoreTexts>> = {
  nl: () => import('./locales/nl').then((m) => m.nl),
  fr: () => import('./locales/fr').then((m) => m.fr),
  en: () => import('./locales/en').then((m) => m.en),
  fr_LU: () => import('./locales/fr_LU').then((m) => m.fr_LU),
  en_LU: () => import('./locales/en_LU').then((m) => m.en_LU),
  de_LU: () => import('./locales/de_LU').then((m) => m.de_LU),
};

/** The screens' text groups: a folder each under locales/groups/, holding a file per language. */
export const textGroups = [
  'account-deletion',
  'banking',
  'dashboard-extra',
  'devices',
  'forgot-password',
  'forgot-username',
  'merge',
  'mfa',
  'notifications',
  'onboarding',
  'password',
  'profile',
  'recovery',
  'support',
] as const;
export type TextGroup = (typeof textGroups)[number];

/** Luxembourg's French and English differ from Belgium's only in core texts (phone hints). */
const groupLanguage: Record<Locale, string> = { nl: 'nl', fr: 'fr', fr_LU: 'fr', en: 'en', en_LU: 'en', de_LU: 'de_LU' };

/**
 * Every file of locales/groups/, each a chunk of its own. The table stays in the entry (0.7 KB): as
 * a chunk of its own it put one more round trip before a screen's texts, and on the dashboard those
 * came after its data (Lighthouse mobile LCP about 2.55 s, 94 and 95).
 */
export const groupFiles = import.meta.glob<Record<string, object>>('./locales/groups/*/*.ts');

/** A group's texts in a locale: its file's one export, whose top-level keys are the group's sections. */
export async function loadTextGroup(locale: Locale, group: TextGroup): Promise<Record<string, object>> {
  const load = groupFiles[`./locales/groups/${group}/${groupLanguage[locale]}.ts`];
  if (!load) throw new Error(`no texts of group ${group} in ${locale}`);
  const [texts] = Object.values(await load());
  if (!texts) throw new Error(`the texts of group ${group} in ${locale} export nothing`);
  return texts as Record<string, object>;
}
