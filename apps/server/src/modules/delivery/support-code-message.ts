import type { Channel, OutgoingMessage } from './delivery';
import { messageLanguage, type MessageLanguage } from './messages';
import { formatMessageTime } from './message-time';

/**
 * The one-time support code of a support reset (docs/support.md): it goes to a contact the person
 * still holds, lets them pass the second factor once at their next sign-in and set up a new method.
 * The agent never sees it. SMS and e-mail carry the same sentences.
 */
interface SupportCodeTexts {
  subject: string;
  intro: (code: string) => string;
  use: string;
  until: (at: string) => string;
  notYou: string;
}

const texts: Record<MessageLanguage, SupportCodeTexts> = {
  en: {
    subject: 'Your support code',
    intro: (code) => `Your support code is ${code}.`,
    use: 'Use it at your next sign-in to set up a new two-step verification method.',
    until: (at) => `It works once, until ${at}.`,
    notYou: 'If you did not call our support team, do not use this code and contact us at once.',
  },
  nl: {
    subject: 'Je supportcode',
    intro: (code) => `Je supportcode is ${code}.`,
    use: 'Gebruik hem bij je volgende aanmelding om een nieuwe methode voor verificatie in twee stappen in te stellen.',
    until: (at) => `Hij werkt één keer, tot ${at}.`,
    notYou: 'Heb je onze klantendienst niet gebeld? Gebruik deze code dan niet en neem meteen contact met ons op.',
  },
  fr: {
    subject: 'Votre code d’assistance',
    intro: (code) => `Votre code d’assistance est ${code}.`,
    use: 'Utilisez-le lors de votre prochaine connexion pour configurer une nouvelle méthode de vérification en deux étapes.',
    until: (at) => `Il fonctionne une seule fois, jusqu’au ${at}.`,
    notYou: 'Si vous n’avez pas appelé notre service clientèle, n’utilisez pas ce code et contactez-nous immédiatement.',
  },
  de: {
    subject: 'Ihr Support-Code',
    intro: (code) => `Ihr Support-Code lautet ${code}.`,
    use: 'Verwenden Sie ihn bei Ihrer nächsten Anmeldung, um eine neue Methode für die Bestätigung in zwei Schritten einzurichten.',
    until: (at) => `Er funktioniert einmal, bis ${at}.`,
    notYou: 'Wenn Sie unseren Kundendienst nicht angerufen haben, verwenden Sie diesen Code nicht und wenden Sie sich sofort an uns.',
  },
};

export function supportCodeMessage(input: { channel: Channel; to: string; language: string; code: string; expiresAt: number }): OutgoingMessage {
  const language = messageLanguage(input.language);
  const t = texts[language];
  const intro = t.intro(input.code);
  const until = t.until(formatMessageTime(language, input.expiresAt));
  const base = { channel: input.channel, to: input.to, subject: t.subject, expiresAt: input.expiresAt };
  if (input.channel === 'sms') return { ...base, text: `${intro} ${t.use} ${until} ${t.notYou}` };
  return {
    ...base,
    text: `${intro}\n\n${t.use} ${until}\n\n${t.notYou}`,
    // The texts are ours, the time is formatted by us and the code is digits: nothing needs escaping.
    html: `<p>${intro.replace(input.code, `<strong style="font-size:1.4em;letter-spacing:0.15em">${input.code}</strong>`)}</p><p>${t.use} ${until}</p><p>${t.notYou}</p>`,
  };
}
