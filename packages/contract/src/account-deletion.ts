import { z } from 'zod/mini';
import { text } from './fields';
import { languageOfLocale, type Locale } from './variants';

/**
 * Deleting one's account (GDPR article 17, docs/privacy.md): POST /api/user/deletion closes it at
 * once; it is erased ERASE_AFTER_DAYS later unless restored (POST /api/account/restore) with the
 * e-mail's link or the offer a sign-in with the right password gets.
 */
export const ERASE_AFTER_DAYS = 14;

/** The hash key of the closing e-mail's link to ACCOUNT_RESTORE_PATH (contract/spa-paths.ts). */
export const RESTORE_HASH_KEY = 'restore';

/**
 * The word a person types to confirm, per language. The page asks for the word of its language;
 * the server accepts the word of any portal language (case and surrounding spaces aside): the
 * language of the page and of the request may differ (a person switching language on the page),
 * and the word proves intent, not knowledge.
 */
export const deletionWords = { nl: 'VERWIJDEREN', fr: 'SUPPRIMER', en: 'DELETE', de: 'LÖSCHEN' } as const;
type WordLanguage = keyof typeof deletionWords;

/** The word the page of this locale asks for. */
export function deletionWordOf(locale: Locale): string {
  const language = languageOfLocale(locale);
  return language in deletionWords ? deletionWords[language as WordLanguage] : deletionWords.en;
}

/** Whether a typed confirmation is one of the deletion words. */
export function isDeletionWord(typed: string): boolean {
  const word = typed.trim().normalize('NFC').toLocaleUpperCase('de');
  return (Object.values(deletionWords) as string[]).includes(word);
}

/** POST /api/user/deletion (step-up). */
export const accountDeletionRequest = z.object({
  confirm: text(40).check(z.refine(isDeletionWord, 'deletion_word')),
  /** A client-area account (customer_user_id set) must acknowledge the client area's own records first. */
  acknowledge_client_area: z.optional(z.boolean()),
});
export type AccountDeletionRequest = z.infer<typeof accountDeletionRequest>;

/** The account is closed; it is erased at `erase_at` (epoch ms) unless restored. */
export const accountDeletionResponse = z.object({ erase_at: z.int() });
export type AccountDeletionResponse = z.infer<typeof accountDeletionResponse>;

/** POST /api/account/restore: the e-mail link's token, or the payload a sign-in's `account.closed` answer carried (same device). */
export const accountRestoreRequest = z
  .object({ token: z.optional(text(200).check(z.minLength(1))), payload: z.optional(text(200).check(z.minLength(1))) })
  .check(z.refine((v) => (v.token === undefined) !== (v.payload === undefined), { message: 'required', path: ['token'] }));
export type AccountRestoreRequest = z.infer<typeof accountRestoreRequest>;

export const accountRestoreResponse = z.object({ restored: z.literal(true) });
export type AccountRestoreResponse = z.infer<typeof accountRestoreResponse>;
