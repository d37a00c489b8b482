import type { OutgoingMessage } from './delivery';
import { formatMessageDay } from './message-time';
import { messageLanguage, type MessageLanguage } from './messages';
import { render } from './notice-layout';

/** The e-mails of deleting one's account (docs/privacy.md): closed (with the restore link), and restored. */
interface ClosingTexts {
  closedSubject: string;
  closed: (day: string) => string;
  what: string;
  restoreIntro: string;
  restoreButton: string;
  notYou: string;
  restoredSubject: string;
  restored: string;
  restoredNotYou: string;
}

// English is the source; the Record type makes a missing language a type error.
const texts: Record<MessageLanguage, ClosingTexts> = {
  en: {
    closedSubject: 'Your account is closed',
    closed: (day) => `Your account was closed at your request. It will be erased for good on ${day}.`,
    what: 'Partner apps no longer have access, and every session is signed out. Your cards stay with their issuer; the client area keeps your company’s own records.',
    restoreIntro: 'Changed your mind? Until then you can restore your account with this link, or by signing in with your password.',
    restoreButton: 'Restore my account',
    notYou: 'If you did not ask for this, restore your account and change your password.',
    restoredSubject: 'Your account is restored',
    restored: 'Your account was restored and will not be erased. You can sign in as before.',
    restoredNotYou: 'If you did not restore it, change your password and contact customer service.',
  },
  nl: {
    closedSubject: 'Je account is gesloten',
    closed: (day) => `Je account werd op jouw vraag gesloten. Op ${day} wordt het definitief gewist.`,
    what: 'Partnerapps hebben geen toegang meer en alle sessies zijn afgemeld. Je kaarten blijven bij hun uitgever; de klantenzone bewaart de eigen gegevens van je bedrijf.',
    restoreIntro: 'Van gedachten veranderd? Tot dan kun je je account herstellen met deze link, of door je aan te melden met je wachtwoord.',
    restoreButton: 'Mijn account herstellen',
    notYou: 'Heb je hier niet om gevraagd? Herstel dan je account en wijzig je wachtwoord.',
    restoredSubject: 'Je account is hersteld',
    restored: 'Je account werd hersteld en wordt niet gewist. Je kunt je aanmelden zoals voorheen.',
    restoredNotYou: 'Heb je het niet zelf hersteld? Wijzig dan je wachtwoord en neem contact op met de klantendienst.',
  },
  fr: {
    closedSubject: 'Votre compte est fermé',
    closed: (day) => `Votre compte a été fermé à votre demande. Il sera définitivement effacé le ${day}.`,
    what: 'Les applications partenaires n’y ont plus accès et toutes les sessions sont déconnectées. Vos cartes restent chez leur émetteur ; l’espace client conserve les données propres à votre entreprise.',
    restoreIntro: 'Vous avez changé d’avis ? D’ici là, vous pouvez restaurer votre compte avec ce lien ou en vous connectant avec votre mot de passe.',
    restoreButton: 'Restaurer mon compte',
    notYou: 'Si vous ne l’avez pas demandé, restaurez votre compte et changez votre mot de passe.',
    restoredSubject: 'Votre compte est restauré',
    restored: 'Votre compte a été restauré et ne sera pas effacé. Vous pouvez vous connecter comme avant.',
    restoredNotYou: 'Si ce n’est pas vous qui l’avez restauré, changez votre mot de passe et contactez le service clientèle.',
  },
  de: {
    closedSubject: 'Ihr Konto ist geschlossen',
    closed: (day) => `Ihr Konto wurde auf Ihren Wunsch geschlossen. Am ${day} wird es endgültig gelöscht.`,
    what: 'Partner-Apps haben keinen Zugriff mehr, und alle Sitzungen sind abgemeldet. Ihre Karten bleiben beim Herausgeber; der Kundenbereich behält die eigenen Unterlagen Ihres Unternehmens.',
    restoreIntro: 'Haben Sie es sich anders überlegt? Bis dahin können Sie Ihr Konto mit diesem Link wiederherstellen oder indem Sie sich mit Ihrem Passwort anmelden.',
    restoreButton: 'Mein Konto wiederherstellen',
    notYou: 'Wenn Sie das nicht veranlasst haben, stellen Sie Ihr Konto wieder her und ändern Sie Ihr Passwort.',
    restoredSubject: 'Ihr Konto ist wiederhergestellt',
    restored: 'Ihr Konto wurde wiederhergestellt und wird nicht gelöscht. Sie können sich wie bisher anmelden.',
    restoredNotYou: 'Wenn Sie es nicht selbst wiederhergestellt haben, ändern Sie Ihr Passwort und wenden Sie sich an den Kundendienst.',
  },
};

/** The account is closed: when it is erased, and the restore link (which works until then). */
export function accountClosedMessage(input: { to: string; language: string; restoreUrl: string; eraseAt: number }): OutgoingMessage {
  const language = messageLanguage(input.language);
  const t = texts[language];
  const body = render(language, { paragraphs: [t.closed(formatMessageDay(language, input.eraseAt)), t.what], action: { intro: t.restoreIntro, label: t.restoreButton, url: input.restoreUrl }, after: [t.notYou] });
  return { channel: 'email', to: input.to, subject: t.closedSubject, ...body, expiresAt: input.eraseAt };
}

/** The account is restored. */
export function accountRestoredMessage(input: { to: string; language: string }): OutgoingMessage {
  const language = messageLanguage(input.language);
  const t = texts[language];
  return { channel: 'email', to: input.to, subject: t.restoredSubject, ...render(language, { paragraphs: [t.restored], after: [t.restoredNotYou] }) };
}
