import type { Channel, OutgoingMessage } from './delivery';
import { messageLanguage, type MessageLanguage } from './messages';
import { formatMessageTime } from './message-time';
import { render } from './notice-layout';

/**
 * What a recovery tells every e-mail address and phone number of the account (docs/recovery.md):
 * a request that will let someone in after the wait, with its one-click cancel link, and the end of
 * a recovery. SMS get the short form; e-mails the notice layout.
 */
export type RecoveryProof = 'recovery_key' | 'card' | 'request';

interface RecoveryTexts {
  requestedSubject: string;
  requested: (readyAt: string) => string;
  cancelIntro: string;
  cancelButton: string;
  requestedSms: (readyAt: string, url: string) => string;
  completedSubject: string;
  completed: Record<RecoveryProof, string>;
  completedAfter: string;
  completedSms: string;
}

const texts: Record<MessageLanguage, RecoveryTexts> = {
  en: {
    requestedSubject: 'Someone asked to recover your account',
    requested: (at) => `Someone who says they lost every way to confirm it is you asked to recover your account. If nobody cancels the request, they can choose a new password from ${at}.`,
    cancelIntro: 'Was this not you, or do you still have access? Cancel the request now; one click is enough.',
    cancelButton: 'Cancel the recovery',
    requestedSms: (at, url) => `Someone asked to recover your account. From ${at} they can set a new password. Not you? Cancel: ${url}`,
    completedSubject: 'Your account was recovered',
    completed: {
      recovery_key: 'Your account was recovered with a recovery key and a new password was chosen.',
      card: 'Your account was recovered with your card number and national register number, and a new password was chosen.',
      request: 'Your account was recovered after the 72-hour waiting request, and a new password was chosen.',
    },
    completedAfter: 'Every device was signed out. If this was not you, contact our support team at once.',
    completedSms: 'Your account was recovered and its password replaced; every device was signed out. Not you? Contact our support team at once.',
  },
  nl: {
    requestedSubject: 'Iemand vroeg om je account te herstellen',
    requested: (at) => `Iemand die zegt elke manier te hebben verloren om te bevestigen dat hij het is, vroeg om je account te herstellen. Als niemand het verzoek annuleert, kan die persoon vanaf ${at} een nieuw wachtwoord kiezen.`,
    cancelIntro: 'Was jij dit niet, of heb je nog toegang? Annuleer het verzoek nu; één klik volstaat.',
    cancelButton: 'Het herstel annuleren',
    requestedSms: (at, url) => `Iemand vroeg om je account te herstellen. Vanaf ${at} kan die een nieuw wachtwoord instellen. Was jij dit niet? Annuleer: ${url}`,
    completedSubject: 'Je account is hersteld',
    completed: {
      recovery_key: 'Je account is hersteld met een herstelsleutel en er is een nieuw wachtwoord gekozen.',
      card: 'Je account is hersteld met je kaartnummer en rijksregisternummer, en er is een nieuw wachtwoord gekozen.',
      request: 'Je account is hersteld na het verzoek met 72 uur wachttijd, en er is een nieuw wachtwoord gekozen.',
    },
    completedAfter: 'Alle toestellen werden afgemeld. Was jij dit niet? Neem dan meteen contact op met onze klantendienst.',
    completedSms: 'Je account is hersteld en het wachtwoord vervangen; alle toestellen werden afgemeld. Was jij dit niet? Neem meteen contact op met onze klantendienst.',
  },
  fr: {
    requestedSubject: 'Quelqu’un a demandé à récupérer votre compte',
    requested: (at) => `Une personne qui dit avoir perdu tout moyen de confirmer son identité a demandé à récupérer votre compte. Si personne n’annule la demande, elle pourra choisir un nouveau mot de passe à partir du ${at}.`,
    cancelIntro: 'Ce n’était pas vous, ou vous avez encore accès ? Annulez la demande maintenant ; un clic suffit.',
    cancelButton: 'Annuler la récupération',
    requestedSms: (at, url) => `Quelqu’un a demandé à récupérer votre compte. À partir du ${at}, un nouveau mot de passe pourra être choisi. Pas vous ? Annulez : ${url}`,
    completedSubject: 'Votre compte a été récupéré',
    completed: {
      recovery_key: 'Votre compte a été récupéré avec une clé de récupération et un nouveau mot de passe a été choisi.',
      card: 'Votre compte a été récupéré avec votre numéro de carte et votre numéro de registre national, et un nouveau mot de passe a été choisi.',
      request: 'Votre compte a été récupéré après la demande avec attente de 72 heures, et un nouveau mot de passe a été choisi.',
    },
    completedAfter: 'Tous les appareils ont été déconnectés. Si ce n’était pas vous, contactez immédiatement notre service clientèle.',
    completedSms: 'Votre compte a été récupéré et son mot de passe remplacé ; tous les appareils ont été déconnectés. Pas vous ? Contactez immédiatement notre service clientèle.',
  },
  de: {
    requestedSubject: 'Jemand möchte Ihr Konto wiederherstellen',
    requested: (at) => `Jemand, der angibt, jede Möglichkeit zur Bestätigung seiner Identität verloren zu haben, hat die Wiederherstellung Ihres Kontos beantragt. Wenn niemand den Antrag storniert, kann diese Person ab ${at} ein neues Passwort wählen.`,
    cancelIntro: 'Waren Sie das nicht, oder haben Sie noch Zugang? Stornieren Sie den Antrag jetzt; ein Klick genügt.',
    cancelButton: 'Wiederherstellung stornieren',
    requestedSms: (at, url) => `Jemand möchte Ihr Konto wiederherstellen. Ab ${at} kann ein neues Passwort gesetzt werden. Nicht Sie? Stornieren: ${url}`,
    completedSubject: 'Ihr Konto wurde wiederhergestellt',
    completed: {
      recovery_key: 'Ihr Konto wurde mit einem Wiederherstellungsschlüssel wiederhergestellt und ein neues Passwort wurde gewählt.',
      card: 'Ihr Konto wurde mit Ihrer Kartennummer und Ihrer Nationalregisternummer wiederhergestellt und ein neues Passwort wurde gewählt.',
      request: 'Ihr Konto wurde nach dem Antrag mit 72 Stunden Wartezeit wiederhergestellt und ein neues Passwort wurde gewählt.',
    },
    completedAfter: 'Alle Geräte wurden abgemeldet. Wenn Sie das nicht waren, wenden Sie sich sofort an unseren Kundendienst.',
    completedSms: 'Ihr Konto wurde wiederhergestellt und sein Passwort ersetzt; alle Geräte wurden abgemeldet. Nicht Sie? Wenden Sie sich sofort an unseren Kundendienst.',
  },
};

interface Recipient {
  channel: Channel;
  to: string;
  language: string;
}

/** A recovery request was made: when it can be completed, and the single-use cancel link. */
export function recoveryRequestedMessage(input: Recipient & { readyAt: number; cancelUrl: string }): OutgoingMessage {
  const language = messageLanguage(input.language);
  const t = texts[language];
  const at = formatMessageTime(language, input.readyAt);
  const base = { channel: input.channel, to: input.to, subject: t.requestedSubject };
  if (input.channel === 'sms') return { ...base, text: t.requestedSms(at, input.cancelUrl) };
  return { ...base, ...render(language, { paragraphs: [t.requested(at)], action: { intro: t.cancelIntro, label: t.cancelButton, url: input.cancelUrl } }) };
}

/** A recovery ended with a new password: how, and that every device was signed out. */
export function recoveryCompletedMessage(input: Recipient & { proof: RecoveryProof }): OutgoingMessage {
  const language = messageLanguage(input.language);
  const t = texts[language];
  const base = { channel: input.channel, to: input.to, subject: t.completedSubject };
  if (input.channel === 'sms') return { ...base, text: t.completedSms };
  return { ...base, ...render(language, { paragraphs: [t.completed[input.proof]], after: [t.completedAfter] }) };
}
