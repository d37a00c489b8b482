import { messageLanguage, type OutgoingMessage } from '../delivery';

const subjects = { en: 'IBAN changed', nl: 'IBAN gewijzigd', fr: 'IBAN modifié', de: 'IBAN geändert' } as const;

const texts = {
  en: (url: string) => `The IBAN of your account was changed. Not you? Cancel it within 72 hours in your profile: ${url}`,
  nl: (url: string) => `Het IBAN van je account is gewijzigd. Was jij dit niet? Annuleer binnen 72 uur in je profiel: ${url}`,
  fr: (url: string) => `L'IBAN de votre compte a été modifié. Ce n'était pas vous ? Annulez dans les 72 heures dans votre profil : ${url}`,
  de: (url: string) => `Die IBAN Ihres Kontos wurde geändert. Nicht Sie? Stornieren Sie binnen 72 Stunden in Ihrem Profil: ${url}`,
} as const;

/**
 * The SMS to the default phone about an IBAN change, in the account's language. It links to the
 * profile page, where the signed-in owner cancels: the message itself carries no power.
 */
export function ibanChangedSms(input: { to: string; language: string; profileUrl: string }): OutgoingMessage {
  const language = messageLanguage(input.language);
  return { channel: 'sms', to: input.to, subject: subjects[language], text: texts[language](input.profileUrl) };
}
