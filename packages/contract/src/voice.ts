/**
 * One voice per language (issue 11): the words the screens, e-mails and SMS of every language agree
 * on, written once as the forms they must not use. The web locale test and the server message test
 * both check their texts against this table, so that a new text in the old wording fails a test.
 */
export type VoiceLanguage = 'en' | 'nl' | 'fr' | 'de';

interface ForbiddenForm {
  pattern: RegExp;
  /** What to write instead. */
  use: string;
}

// Letters, not \b: JavaScript's \b treats é, ü and ß as word breaks.
const word = (alternatives: string) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives})(?![\\p{L}\\p{N}])`, 'iu');

export const forbiddenForms: Record<VoiceLanguage, readonly ForbiddenForm[]> = {
  en: [
    { pattern: word('log(?:ged|ging|s)? ?(?:in|on|out|off)|log-in|logins?|logouts?'), use: 'sign in, sign out, sign-in' },
    { pattern: word('two[- ]factor|multi[- ]?factor|2fa|mfa'), use: 'two-step verification' },
  ],
  nl: [
    // The informal register: je, jij, jouw, jezelf.
    { pattern: word('u|uw|uwe|uzelf'), use: 'je, jij, jouw, jezelf' },
    // Only at the start of a sentence: inside one, "je kunt je aanmelden" is right (the second je is reflexive).
    { pattern: /(?<![\p{L}])(?:Kunt|Hebt|Wilt|Zult|Bent) (?:je|jij)(?![\p{L}])/u, use: 'Kun je, Heb je, Wil je, Zul je, Ben je' },
    { pattern: word('in ?loggen|ingelogd|inlog\\p{L}*|uit ?loggen|uitgelogd'), use: 'aanmelden, afmelden' },
    { pattern: word('twee-?staps\\p{L}*|twee-?factor\\p{L}*|2fa|mfa'), use: 'verificatie in twee stappen' },
    { pattern: /(?<!\()passkey/iu, use: 'toegangssleutel' },
  ],
  fr: [
    // Vous, never tu.
    { pattern: word('tu|toi|ton|ta|tes|te'), use: 'vous, votre, vos' },
    { pattern: /(?<![\p{L}])t[’'](?=\p{L})/iu, use: 'vous' },
    { pattern: word('double authentification|authentification (?:à|a) (?:deux|2) facteurs|2fa|a2f|mfa'), use: 'vérification en deux étapes' },
    { pattern: word('login|logout|log(?:ged)? ?(?:in|out)'), use: 'se connecter, se déconnecter' },
  ],
  de: [
    // Sie, never du.
    { pattern: word('du|dich|dir|dein\\p{L}*'), use: 'Sie, Ihnen, Ihr' },
    { pattern: word('zwei-?faktor[\\p{L}-]*|zwei-schritt[\\p{L}-]*|zweistufig\\p{L}*|2fa|mfa'), use: 'Bestätigung in zwei Schritten' },
    { pattern: word('(?:ein|aus)(?:zu)?logg\\p{L}*|eingeloggt|ausgeloggt|login|logout'), use: 'anmelden, abmelden' },
    { pattern: word('zugangsschlüssel\\p{L}*'), use: 'Passkey' },
    { pattern: word('wiederherstellungscode\\p{L}*'), use: 'Wiederherstellungsschlüssel' },
  ],
};

/** A text that breaks the voice, where it is and what to write instead. */
export interface VoiceViolation {
  where: string;
  text: string;
  match: string;
  use: string;
}

/** Every string of a nested texts object, with its dotted path. */
export function textsOf(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => textsOf(inner, path ? `${path}.${key}` : key));
}

export function voiceViolations(language: VoiceLanguage, texts: readonly (readonly [string, string])[]): VoiceViolation[] {
  return texts.flatMap(([where, text]) =>
    forbiddenForms[language].flatMap(({ pattern, use }) => {
      const found = pattern.exec(text);
      return found ? [{ where, text, match: found[0], use }] : [];
    }),
  );
}
