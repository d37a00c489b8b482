import type { OutgoingMessage } from './delivery';
import { formatMessageDay } from './message-time';
import { messageLanguage, type MessageLanguage } from './messages';
import { render } from './notice-layout';

/**
 * The weekly e-mail of the reminder schedule before forced MFA (docs/mfa-api.md): the day the
 * set-up becomes mandatory, and the link to set it up now.
 */
interface ReminderTexts {
  subject: (day: string) => string;
  what: (day: string) => string;
  why: string;
  intro: string;
  button: string;
  after: string;
}

const texts: Record<MessageLanguage, ReminderTexts> = {
  en: {
    subject: (day) => `Two-step verification becomes mandatory on ${day}`,
    what: (day) => `From ${day}, signing in to your account takes a second step: a code sent to your phone or e-mail address. You will be asked to set it up at your next sign-in after that day.`,
    why: 'With a second step, a stolen password alone is no longer enough to get into your account.',
    intro: 'Set it up now: it takes two minutes.',
    button: 'Set up two-step verification',
    after: 'We remind you once a week until then. Once it is set up, the reminders stop.',
  },
  nl: {
    subject: (day) => `Verificatie in twee stappen wordt verplicht op ${day}`,
    what: (day) => `Vanaf ${day} vraagt aanmelden op je account een tweede stap: een code die we naar je telefoon of e-mailadres sturen. Bij je eerste aanmelding na die dag vragen we je om dat in te stellen.`,
    why: 'Met een tweede stap is een gestolen wachtwoord alleen niet meer genoeg om in je account te komen.',
    intro: 'Stel het nu in: het duurt twee minuten.',
    button: 'Verificatie in twee stappen instellen',
    after: 'Tot dan herinneren we je er één keer per week aan. Zodra het is ingesteld, stoppen de herinneringen.',
  },
  fr: {
    subject: (day) => `La vérification en deux étapes devient obligatoire le ${day}`,
    what: (day) => `À partir du ${day}, la connexion à votre compte demandera une deuxième étape : un code envoyé à votre téléphone ou à votre adresse e-mail. Nous vous demanderons de la configurer à votre première connexion après cette date.`,
    why: 'Avec une deuxième étape, un mot de passe volé ne suffit plus pour entrer dans votre compte.',
    intro: 'Configurez-la maintenant : cela prend deux minutes.',
    button: 'Configurer la vérification en deux étapes',
    after: 'Nous vous le rappelons une fois par semaine d’ici là. Une fois la vérification configurée, les rappels s’arrêtent.',
  },
  de: {
    subject: (day) => `Die Bestätigung in zwei Schritten wird am ${day} Pflicht`,
    what: (day) => `Ab dem ${day} verlangt die Anmeldung bei Ihrem Konto einen zweiten Schritt: einen Code, den wir an Ihr Telefon oder Ihre E-Mail-Adresse senden. Bei Ihrer ersten Anmeldung nach diesem Tag werden Sie gebeten, ihn einzurichten.`,
    why: 'Mit einem zweiten Schritt reicht ein gestohlenes Passwort allein nicht mehr aus, um in Ihr Konto zu gelangen.',
    intro: 'Richten Sie ihn jetzt ein: Es dauert zwei Minuten.',
    button: 'Bestätigung in zwei Schritten einrichten',
    after: 'Bis dahin erinnern wir Sie einmal pro Woche daran. Sobald sie eingerichtet ist, enden die Erinnerungen.',
  },
};

/** The reminder in the account's language (fr_LU, en_LU and de_LU map to fr, en and de). */
export function mfaReminderMessage(input: { to: string; language: string; mandatoryAt: number; setupUrl: string }): OutgoingMessage {
  const language = messageLanguage(input.language);
  const t = texts[language];
  const day = formatMessageDay(language, input.mandatoryAt);
  return {
    channel: 'email',
    to: input.to,
    subject: t.subject(day),
    ...render(language, { paragraphs: [t.what(day), t.why], action: { intro: t.intro, label: t.button, url: input.setupUrl }, after: [t.after] }),
  };
}
