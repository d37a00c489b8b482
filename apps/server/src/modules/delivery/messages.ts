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
