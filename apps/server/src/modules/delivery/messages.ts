import type { Channel, OutgoingMessage } from './delivery';

/** Languages of delivered messages; an account's language (or de_LU's "de") picks one, else English. */
const languages = ['en', 'nl', 'fr', 'de'] as const;
type MessageLanguage = (typeof languages)[number];

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
    subject: 'Uw verificatiecode',
    intro: (code) => `Uw verificatiecode is ${code}.`,
    expiry: (m) => `De code vervalt over ${m} minuten.`,
    notYou: 'Probeerde u niet aan te melden? Negeer dan dit bericht en overweeg uw wachtwoord te wijzigen.',
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

function messageLanguage(language: string): MessageLanguage {
  const two = language.slice(0, 2).toLowerCase();
  return (languages as readonly string[]).includes(two) ? (two as MessageLanguage) : 'en';
}

/** A one-time code message in the account's language: short for SMS, with a warning for e-mail. */
export function codeMessage(input: { channel: Channel; to: string; language: string; code: string; validMinutes: number }): OutgoingMessage {
  const t = codeTexts[messageLanguage(input.language)];
  const intro = t.intro(input.code);
  const expiry = t.expiry(input.validMinutes);
  const base = { channel: input.channel, to: input.to, subject: t.subject };
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
  | 'contact_changed';

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
      contact_changed: 'The e-mail addresses or phone numbers of your account were changed.',
    },
    notYou: 'If this was not you, change your password now and review your security settings.',
  },
  nl: {
    subject: 'Beveiligingswijziging op uw account',
    what: {
      method_added: 'Er is een methode voor verificatie in twee stappen aan uw account toegevoegd.',
      method_edited: 'Een methode voor verificatie in twee stappen van uw account is gewijzigd.',
      method_deleted: 'Er is een methode voor verificatie in twee stappen van uw account verwijderd.',
      primary_switched: 'Uw hoofdmethode voor verificatie in twee stappen is gewijzigd.',
      totp_reset: 'De authenticator-app van uw account is opnieuw ingesteld.',
      recovery_regenerated: 'Er zijn nieuwe herstelsleutels voor uw account aangemaakt; de oude werken niet meer.',
      passkey_added: 'Er is een passkey aan uw account toegevoegd.',
      passkey_renamed: 'Een passkey van uw account heeft een nieuwe naam gekregen.',
      passkey_removed: 'Er is een passkey van uw account verwijderd.',
      totp_replayed: 'Iemand probeerde aan te melden met een authenticatorcode die al gebruikt was. Dat werd geweigerd.',
      contact_changed: 'De e-mailadressen of telefoonnummers van uw account zijn gewijzigd.',
    },
    notYou: 'Was u dit niet? Wijzig dan nu uw wachtwoord en controleer uw beveiligingsinstellingen.',
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
      contact_changed: 'Les adresses e-mail ou numéros de téléphone de votre compte ont été modifiés.',
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
      contact_changed: 'Die E-Mail-Adressen oder Telefonnummern Ihres Kontos wurden geändert.',
    },
    notYou: 'Wenn Sie das nicht waren, ändern Sie jetzt Ihr Passwort und prüfen Sie Ihre Sicherheitseinstellungen.',
  },
};

/** A security notice by e-mail, in the account's language (fr_LU, en_LU and de_LU map to fr, en and de). */
export function securityNoticeMessage(input: { to: string; language: string; kind: SecurityNoticeKind }): OutgoingMessage {
  const t = noticeTexts[messageLanguage(input.language)];
  const what = t.what[input.kind];
  return { channel: 'email', to: input.to, subject: t.subject, text: `${what}\n\n${t.notYou}`, html: `<p>${what}</p><p>${t.notYou}</p>` };
}
