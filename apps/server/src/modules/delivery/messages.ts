import type { Channel, OutgoingMessage } from './delivery';
import { accountSecuredBody, renderNotice } from './notice-layout';

/** Languages of delivered messages; an account's language (or de_LU's "de") picks one, else English. */
export const languages = ['en', 'nl', 'fr', 'de'] as const;
export type MessageLanguage = (typeof languages)[number];

interface CodeTexts {
  subject: string;
  intro: (code: string) => string;
  expiry: (minutes: number) => string;
  notYou: string;
}

// English is the source; the Record type makes a missing language a type error.
const codeTexts: Record<MessageLanguage, CodeTexts> = {
  en: {
    subject: 'Your verification code',
    intro: (code) => `Your verification code is ${code}.`,
    expiry: (m) => `It expires in ${m} minutes.`,
    notYou: 'If you did not try to sign in, ignore this message and consider changing your password.',
  },
  nl: {
    subject: 'Je verificatiecode',
    intro: (code) => `Je verificatiecode is ${code}.`,
    expiry: (m) => `De code vervalt over ${m} minuten.`,
    notYou: 'Probeerde je niet aan te melden? Negeer dan dit bericht en overweeg je wachtwoord te wijzigen.',
  },
  fr: {
    subject: 'Votre code de vérification',
    intro: (code) => `Votre code de vérification est ${code}.`,
    expiry: (m) => `Il expire dans ${m} minutes.`,
    notYou: "Si vous n'avez pas essayé de vous connecter, ignorez ce message et pensez à changer votre mot de passe.",
  },
  de: {
    subject: 'Ihr Bestätigungscode',
    intro: (code) => `Ihr Bestätigungscode lautet ${code}.`,
    expiry: (m) => `Er läuft in ${m} Minuten ab.`,
    notYou: 'Wenn Sie nicht versucht haben, sich anzumelden, ignorieren Sie diese Nachricht und ändern Sie am besten Ihr Passwort.',
  },
};

export function messageLanguage(language: string): MessageLanguage {
  const two = language.slice(0, 2).toLowerCase();
  return (languages as readonly string[]).includes(two) ? (two as MessageLanguage) : 'en';
}

/**
 * A one-time code message in the account's language: short for SMS, with a warning for e-mail.
 * It carries the code's expiry (`expiresAt`), after which a queued message is never sent.
 */
export function codeMessage(input: { channel: Channel; to: string; language: string; code: string; validMinutes: number; expiresAt: number }): OutgoingMessage {
  const t = codeTexts[messageLanguage(input.language)];
  const intro = t.intro(input.code);
  const expiry = t.expiry(input.validMinutes);
  const base = { channel: input.channel, to: input.to, subject: t.subject, expiresAt: input.expiresAt };
  if (input.channel === 'sms') return { ...base, text: `${intro} ${expiry}` };
  return {
    ...base,
    text: `${intro}\n\n${expiry}\n\n${t.notYou}`,
    // The texts are ours and the code is digits: nothing here needs escaping.
    html: `<p>${intro.replace(input.code, `<strong style="font-size:1.4em;letter-spacing:0.15em">${input.code}</strong>`)}</p><p>${expiry}</p><p>${t.notYou}</p>`,
  };
}

/** The changes and warnings a security notice tells the account's owner about. */
export type SecurityNoticeKind =
  | 'method_added'
  | 'method_edited'
  | 'method_deleted'
  | 'primary_switched'
  | 'totp_reset'
  | 'recovery_regenerated'
  | 'passkey_added'
  | 'passkey_renamed'
  | 'passkey_removed'
  | 'totp_replayed'
  | 'iban_changed'
  | 'iban_change_cancelled'
  | 'password_changed'
  | 'contact_changed'
  | 'new_device'
  | 'password_reset'
  | 'accounts_merged'
  | 'microsoft_unlinked'
  | 'data_exported'
  | 'support_sessions_ended'
  | 'support_limits_lifted'
  | 'support_verification_resent'
  | 'support_recovery_cancelled'
  | 'support_app_revoked'
  | 'support_second_factor_reset';

interface NoticeTexts {
  subject: string;
  what: Record<SecurityNoticeKind, string>;
  notYou: string;
}

const noticeTexts: Record<MessageLanguage, NoticeTexts> = {
  en: {
    subject: 'Security change on your account',
    what: {
      method_added: 'A two-step verification method was added to your account.',
      method_edited: 'A two-step verification method of your account was changed.',
      method_deleted: 'A two-step verification method was removed from your account.',
      primary_switched: 'Your main two-step verification method was changed.',
      totp_reset: 'The authenticator app of your account was reset.',
      recovery_regenerated: 'New recovery keys were created for your account; the old ones no longer work.',
      passkey_added: 'A passkey was added to your account.',
      passkey_renamed: 'A passkey of your account was renamed.',
      passkey_removed: 'A passkey was removed from your account.',
      totp_replayed: 'Someone tried to sign in with an authenticator code that had already been used. It was refused.',
      iban_changed: 'The IBAN of your account was changed. Partner apps receive it in 72 hours; until then you can cancel the change on the Profile page of your account.',
      iban_change_cancelled: 'The pending change of your IBAN was cancelled. Partner apps keep receiving the previous one.',
      password_changed: 'The password of your account was changed. Other devices were signed out.',
      contact_changed: 'The e-mail addresses or phone numbers of your account were changed.',
      new_device: 'Your account was signed in to from a device it had not used before.',
      password_reset: 'The password of your account was reset after a forgotten-password request. Every device was signed out.',
      accounts_merged: 'Two of your accounts were merged into one. Its password now applies to all your e-mail addresses and phone numbers.',
      microsoft_unlinked: 'Your account is no longer linked to your Microsoft account. Signing in with Microsoft no longer reaches it: sign in with your e-mail address or phone number and your password.',
      data_exported: 'A copy of all the data of your account was downloaded from the Profile page, after two-step verification.',
      support_sessions_ended: 'Our support team signed your account out of one or more devices.',
      support_limits_lifted: 'Our support team lifted the limits that held sign-ins to your account after failed attempts.',
      support_verification_resent: 'Our support team sent you a new verification code.',
      support_recovery_cancelled: 'Our support team cancelled the recovery request of your account.',
      support_app_revoked: "Our support team removed a partner app's access to your account.",
      support_second_factor_reset: 'Our support team reset the two-step verification of your account after checking your identity. With the one-time support code we sent you, set up a new method at your next sign-in.',
    },
    notYou: 'If this was not you, change your password now and review your security settings.',
  },
  nl: {
    subject: 'Beveiligingswijziging op je account',
    what: {
      method_added: 'Er is een methode voor verificatie in twee stappen aan je account toegevoegd.',
      method_edited: 'Een methode voor verificatie in twee stappen van je account is gewijzigd.',
      method_deleted: 'Er is een methode voor verificatie in twee stappen van je account verwijderd.',
      primary_switched: 'Je hoofdmethode voor verificatie in twee stappen is gewijzigd.',
      totp_reset: 'De authenticator-app van je account is opnieuw ingesteld.',
      recovery_regenerated: 'Er zijn nieuwe herstelsleutels voor je account aangemaakt; de oude werken niet meer.',
      passkey_added: 'Er is een toegangssleutel (passkey) aan je account toegevoegd.',
      passkey_renamed: 'Een toegangssleutel (passkey) van je account heeft een nieuwe naam gekregen.',
      passkey_removed: 'Er is een toegangssleutel (passkey) van je account verwijderd.',
      totp_replayed: 'Iemand probeerde aan te melden met een authenticatorcode die al gebruikt was. Dat werd geweigerd.',
      iban_changed: 'Het IBAN van je account is gewijzigd. Partnerapps ontvangen het over 72 uur; tot dan kun je de wijziging annuleren op de pagina Profiel van je account.',
      iban_change_cancelled: 'De geplande wijziging van je IBAN is geannuleerd. Partnerapps blijven het vorige ontvangen.',
      password_changed: 'Het wachtwoord van je account is gewijzigd. Andere toestellen werden afgemeld.',
      contact_changed: 'De e-mailadressen of telefoonnummers van je account zijn gewijzigd.',
      new_device: 'Er is op je account aangemeld vanaf een toestel dat het nog niet gebruikte.',
      password_reset: 'Het wachtwoord van je account is opnieuw ingesteld na een aanvraag voor een vergeten wachtwoord. Alle toestellen werden afgemeld.',
      accounts_merged: 'Twee van je accounts werden samengevoegd tot één. Het wachtwoord ervan geldt nu voor al je e-mailadressen en telefoonnummers.',
      microsoft_unlinked: 'Je account is niet langer gekoppeld aan je Microsoft-account. Aanmelden met Microsoft geeft er geen toegang meer toe: meld je aan met je e-mailadres of telefoonnummer en je wachtwoord.',
      data_exported: 'Er is een kopie van alle gegevens van je account gedownload via de pagina Profiel, na verificatie in twee stappen.',
      support_sessions_ended: 'Onze klantendienst heeft je account afgemeld op een of meer toestellen.',
      support_limits_lifted: 'Onze klantendienst heeft de beperkingen opgeheven die aanmelden op je account tegenhielden na mislukte pogingen.',
      support_verification_resent: 'Onze klantendienst heeft je een nieuwe verificatiecode gestuurd.',
      support_recovery_cancelled: 'Onze klantendienst heeft de herstelaanvraag van je account geannuleerd.',
      support_app_revoked: 'Onze klantendienst heeft de toegang van een partnerapp tot je account ingetrokken.',
      support_second_factor_reset: 'Onze klantendienst heeft de verificatie in twee stappen van je account opnieuw ingesteld na controle van je identiteit. Stel bij je volgende aanmelding een nieuwe methode in met de eenmalige supportcode die we je stuurden.',
    },
    notYou: 'Was jij dit niet? Wijzig dan nu je wachtwoord en controleer je beveiligingsinstellingen.',
  },
  fr: {
    subject: 'Modification de sécurité sur votre compte',
    what: {
      method_added: 'Une méthode de vérification en deux étapes a été ajoutée à votre compte.',
      method_edited: 'Une méthode de vérification en deux étapes de votre compte a été modifiée.',
      method_deleted: 'Une méthode de vérification en deux étapes a été supprimée de votre compte.',
      primary_switched: 'Votre méthode principale de vérification en deux étapes a été changée.',
      totp_reset: "L'application d'authentification de votre compte a été réinitialisée.",
      recovery_regenerated: 'De nouvelles clés de récupération ont été créées pour votre compte ; les anciennes ne fonctionnent plus.',
      passkey_added: 'Une clé d’accès (passkey) a été ajoutée à votre compte.',
      passkey_renamed: 'Une clé d’accès (passkey) de votre compte a été renommée.',
      passkey_removed: 'Une clé d’accès (passkey) a été supprimée de votre compte.',
      totp_replayed: "Quelqu'un a tenté de se connecter avec un code d'authentification déjà utilisé. Il a été refusé.",
      iban_changed: "L'IBAN de votre compte a été modifié. Les applications partenaires le recevront dans 72 heures ; d'ici là, vous pouvez annuler la modification sur la page Profil de votre compte.",
      iban_change_cancelled: "La modification en attente de votre IBAN a été annulée. Les applications partenaires continuent de recevoir l'ancien.",
      password_changed: 'Le mot de passe de votre compte a été modifié. Les autres appareils ont été déconnectés.',
      contact_changed: 'Les adresses e-mail ou numéros de téléphone de votre compte ont été modifiés.',
      new_device: "Une connexion à votre compte a eu lieu depuis un appareil qu'il n'avait encore jamais utilisé.",
      password_reset: 'Le mot de passe de votre compte a été réinitialisé à la suite d’une demande de mot de passe oublié. Tous les appareils ont été déconnectés.',
      accounts_merged: 'Deux de vos comptes ont été fusionnés en un seul. Son mot de passe s’applique désormais à toutes vos adresses e-mail et numéros de téléphone.',
      microsoft_unlinked: 'Votre compte n’est plus lié à votre compte Microsoft. La connexion avec Microsoft n’y donne plus accès : connectez-vous avec votre adresse e-mail ou votre numéro de téléphone et votre mot de passe.',
      data_exported: 'Une copie de toutes les données de votre compte a été téléchargée depuis la page Profil, après vérification en deux étapes.',
      support_sessions_ended: 'Notre service clientèle a déconnecté votre compte d’un ou plusieurs appareils.',
      support_limits_lifted: 'Notre service clientèle a levé les limites qui bloquaient la connexion à votre compte après des tentatives échouées.',
      support_verification_resent: 'Notre service clientèle vous a envoyé un nouveau code de vérification.',
      support_recovery_cancelled: 'Notre service clientèle a annulé la demande de récupération de votre compte.',
      support_app_revoked: 'Notre service clientèle a retiré l’accès d’une application partenaire à votre compte.',
      support_second_factor_reset: 'Notre service clientèle a réinitialisé la vérification en deux étapes de votre compte après avoir vérifié votre identité. Avec le code d’assistance à usage unique que nous vous avons envoyé, configurez une nouvelle méthode lors de votre prochaine connexion.',
    },
    notYou: "Si ce n'était pas vous, changez votre mot de passe dès maintenant et vérifiez vos paramètres de sécurité.",
  },
  de: {
    subject: 'Sicherheitsänderung an Ihrem Konto',
    what: {
      method_added: 'Ihrem Konto wurde eine Methode für die Bestätigung in zwei Schritten hinzugefügt.',
      method_edited: 'Eine Methode für die Bestätigung in zwei Schritten Ihres Kontos wurde geändert.',
      method_deleted: 'Eine Methode für die Bestätigung in zwei Schritten wurde aus Ihrem Konto entfernt.',
      primary_switched: 'Ihre Hauptmethode für die Bestätigung in zwei Schritten wurde geändert.',
      totp_reset: 'Die Authenticator-App Ihres Kontos wurde zurückgesetzt.',
      recovery_regenerated: 'Für Ihr Konto wurden neue Wiederherstellungsschlüssel erstellt; die alten gelten nicht mehr.',
      passkey_added: 'Ihrem Konto wurde ein Passkey hinzugefügt.',
      passkey_renamed: 'Ein Passkey Ihres Kontos wurde umbenannt.',
      passkey_removed: 'Ein Passkey wurde aus Ihrem Konto entfernt.',
      totp_replayed: 'Jemand hat versucht, sich mit einem bereits verwendeten Authenticator-Code anzumelden. Er wurde abgelehnt.',
      iban_changed: 'Die IBAN Ihres Kontos wurde geändert. Partner-Apps erhalten sie in 72 Stunden; bis dahin können Sie die Änderung auf der Profilseite Ihres Kontos stornieren.',
      iban_change_cancelled: 'Die ausstehende Änderung Ihrer IBAN wurde storniert. Partner-Apps erhalten weiterhin die bisherige.',
      password_changed: 'Das Passwort Ihres Kontos wurde geändert. Andere Geräte wurden abgemeldet.',
      contact_changed: 'Die E-Mail-Adressen oder Telefonnummern Ihres Kontos wurden geändert.',
      new_device: 'Bei Ihrem Konto wurde sich von einem Gerät angemeldet, das es zuvor noch nie verwendet hat.',
      password_reset: 'Das Passwort Ihres Kontos wurde nach einer Anfrage wegen eines vergessenen Passworts zurückgesetzt. Alle Geräte wurden abgemeldet.',
      accounts_merged: 'Zwei Ihrer Konten wurden zu einem zusammengeführt. Dessen Passwort gilt jetzt für alle Ihre E-Mail-Adressen und Telefonnummern.',
      microsoft_unlinked: 'Ihr Konto ist nicht mehr mit Ihrem Microsoft-Konto verknüpft. Die Anmeldung mit Microsoft führt nicht mehr zu Ihrem Konto: Melden Sie sich mit Ihrer E-Mail-Adresse oder Telefonnummer und Ihrem Passwort an.',
      data_exported: 'Eine Kopie aller Daten Ihres Kontos wurde nach der Bestätigung in zwei Schritten über die Profilseite heruntergeladen.',
      support_sessions_ended: 'Unser Kundendienst hat Ihr Konto auf einem oder mehreren Geräten abgemeldet.',
      support_limits_lifted: 'Unser Kundendienst hat die Sperren aufgehoben, die nach fehlgeschlagenen Versuchen die Anmeldung bei Ihrem Konto verhinderten.',
      support_verification_resent: 'Unser Kundendienst hat Ihnen einen neuen Bestätigungscode gesendet.',
      support_recovery_cancelled: 'Unser Kundendienst hat die Wiederherstellungsanfrage Ihres Kontos abgebrochen.',
      support_app_revoked: 'Unser Kundendienst hat einer Partner-App den Zugriff auf Ihr Konto entzogen.',
      support_second_factor_reset: 'Unser Kundendienst hat nach Prüfung Ihrer Identität die Bestätigung in zwei Schritten Ihres Kontos zurückgesetzt. Richten Sie mit dem einmaligen Support-Code, den wir Ihnen gesendet haben, bei Ihrer nächsten Anmeldung eine neue Methode ein.',
    },
    notYou: 'Wenn Sie das nicht waren, ändern Sie jetzt Ihr Passwort und prüfen Sie Ihre Sicherheitseinstellungen.',
  },
};

/** What a notice adds to its sentence: when, from which device, and the "This wasn't me" link. */
export interface NoticeDetails {
  at: number;
  device?: string | null;
  ip?: string | null;
  notMeUrl?: string;
}

/** A security notice by e-mail, in the account's language (fr_LU, en_LU and de_LU map to fr, en and de). */
export function securityNoticeMessage(input: { to: string; language: string; kind: SecurityNoticeKind; details?: NoticeDetails }): OutgoingMessage {
  const language = messageLanguage(input.language);
  const t = noticeTexts[language];
  const what = t.what[input.kind];
  if (!input.details) return { channel: 'email', to: input.to, subject: t.subject, text: `${what}\n\n${t.notYou}`, html: `<p>${what}</p><p>${t.notYou}</p>` };
  return { channel: 'email', to: input.to, subject: t.subject, ...renderNotice(language, what, t.notYou, input.details) };
}

/** The sentence of a notice, in the account's language (the data export's summary lists the notices with it). */
export function securityNoticeSentence(language: string, kind: SecurityNoticeKind): string {
  return noticeTexts[messageLanguage(language)].what[kind];
}

/** A security notice by SMS: the sentence and the warning, no link (a text message cannot be trusted to carry one). */
export function securityNoticeSms(input: { to: string; language: string; kind: SecurityNoticeKind }): OutgoingMessage {
  const t = noticeTexts[messageLanguage(input.language)];
  return { channel: 'sms', to: input.to, subject: t.subject, text: `${t.what[input.kind]} ${t.notYou}` };
}

/** The e-mail after "This wasn't me": the account is secured, and a link to reset the password (never sent after `expiresAt`, the link's end). */
export function accountSecuredMessage(input: { to: string; language: string; resetUrl: string; expiresAt: number }): OutgoingMessage {
  return { channel: 'email', to: input.to, ...accountSecuredBody(messageLanguage(input.language), input.resetUrl), expiresAt: input.expiresAt };
}
