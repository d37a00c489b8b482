import type { Channel, OutgoingMessage } from './delivery';
import { messageLanguage, type MessageLanguage } from './messages';

/**
 * Sent to the owner of an e-mail address or phone number that someone typed while creating an
 * account (onboarding), instead of a code: the screen answers as for a free address, so nobody
 * learns that the address has an account, and the owner learns that someone tried.
 */
interface AttemptTexts {
  subject: string;
  what: string;
  ifYou: string;
  ifNotYou: string;
  sms: string;
}

const texts: Record<MessageLanguage, AttemptTexts> = {
  en: {
    subject: 'Someone tried to create an account with your details',
    what: 'Someone tried to create a new account with this e-mail address, which already belongs to your account. No account was created and no code was sent.',
    ifYou: 'If this was you: you already have an account. Sign in, or use "Forgot your password?" on the sign-in page.',
    ifNotYou: 'If this was not you, you can ignore this message: your account was not changed.',
    sms: 'Someone tried to create an account with this phone number, which already belongs to your account. No code was sent. If it was you, sign in or use "Forgot your password?".',
  },
  nl: {
    subject: 'Iemand probeerde een account aan te maken met jouw gegevens',
    what: 'Iemand probeerde een nieuw account aan te maken met dit e-mailadres, dat al bij jouw account hoort. Er werd geen account aangemaakt en geen code verstuurd.',
    ifYou: 'Was jij dit? Dan heb je al een account. Meld je aan, of gebruik "Wachtwoord vergeten?" op de aanmeldpagina.',
    ifNotYou: 'Was jij dit niet? Dan kun je dit bericht negeren: je account werd niet gewijzigd.',
    sms: 'Iemand probeerde een account aan te maken met dit telefoonnummer, dat al bij jouw account hoort. Er werd geen code verstuurd. Was jij dit? Meld je aan of gebruik "Wachtwoord vergeten?".',
  },
  fr: {
    subject: 'Quelqu’un a tenté de créer un compte avec vos coordonnées',
    what: 'Quelqu’un a tenté de créer un nouveau compte avec cette adresse e-mail, qui appartient déjà à votre compte. Aucun compte n’a été créé et aucun code n’a été envoyé.',
    ifYou: 'Si c’était vous : vous avez déjà un compte. Connectez-vous, ou utilisez « Mot de passe oublié ? » sur la page de connexion.',
    ifNotYou: 'Si ce n’était pas vous, vous pouvez ignorer ce message : votre compte n’a pas été modifié.',
    sms: 'Quelqu’un a tenté de créer un compte avec ce numéro, qui appartient déjà à votre compte. Aucun code n’a été envoyé. Si c’était vous, connectez-vous ou utilisez « Mot de passe oublié ? ».',
  },
  de: {
    subject: 'Jemand hat versucht, mit Ihren Daten ein Konto zu erstellen',
    what: 'Jemand hat versucht, mit dieser E-Mail-Adresse, die bereits zu Ihrem Konto gehört, ein neues Konto zu erstellen. Es wurde kein Konto erstellt und kein Code gesendet.',
    ifYou: 'Wenn Sie das waren: Sie haben bereits ein Konto. Melden Sie sich an oder nutzen Sie „Passwort vergessen?“ auf der Anmeldeseite.',
    ifNotYou: 'Wenn Sie das nicht waren, können Sie diese Nachricht ignorieren: Ihr Konto wurde nicht geändert.',
    sms: 'Jemand hat versucht, mit dieser Telefonnummer, die bereits zu Ihrem Konto gehört, ein Konto zu erstellen. Es wurde kein Code gesendet. Wenn Sie das waren, melden Sie sich an oder nutzen Sie „Passwort vergessen?“.',
  },
};

/** The notice in the owner's language: a short SMS for a phone number, an e-mail for an address. */
export function registrationAttemptMessage(input: { channel: Channel; to: string; language: string }): OutgoingMessage {
  const t = texts[messageLanguage(input.language)];
  if (input.channel === 'sms') return { channel: 'sms', to: input.to, subject: t.subject, text: t.sms };
  // The texts are ours: nothing here needs escaping.
  return { channel: 'email', to: input.to, subject: t.subject, text: `${t.what}\n\n${t.ifYou}\n\n${t.ifNotYou}`, html: `<p>${t.what}</p><p>${t.ifYou}</p><p>${t.ifNotYou}</p>` };
}
