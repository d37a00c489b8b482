import { describe, expect, it } from 'vitest';
import { textsOf, voiceViolations, type VoiceLanguage } from './voice';

const flagged = (language: VoiceLanguage, text: string) => voiceViolations(language, [['t', text]]).map((v) => v.match);

describe('the forms each language does not use', () => {
  it('English signs in and out, and calls it two-step verification', () => {
    expect(flagged('en', 'Log in to your account')).toEqual(['Log in']);
    expect(flagged('en', 'You are logged out.')).toEqual(['logged out']);
    expect(flagged('en', 'Back to login')).toEqual(['login']);
    expect(flagged('en', 'Turn on two-factor authentication')).toEqual(['two-factor']);
    expect(flagged('en', 'Sign in, then sign out. Your catalogue of logos.')).toEqual([]);
  });

  it('Dutch says je, not u', () => {
    expect(flagged('nl', 'Wijzig uw wachtwoord')).toEqual(['uw']);
    expect(flagged('nl', 'U kunt het later doen.')).toEqual(['U']);
    expect(flagged('nl', 'Kunt je dit bevestigen?')).toEqual(['Kunt je']);
    expect(flagged('nl', 'Log eerst in op je account')).toEqual([]);
    expect(flagged('nl', 'Je kunt je nu aanmelden met jouw toegangssleutel (passkey).')).toEqual([]);
    expect(flagged('nl', 'Voeg een passkey toe')).toEqual(['passkey']);
    expect(flagged('nl', 'Schakel tweestapsverificatie in')).toEqual(['tweestapsverificatie']);
  });

  it('French says vous and vérification en deux étapes', () => {
    expect(flagged('fr', 'Change ton mot de passe')).toEqual(['ton']);
    expect(flagged('fr', 'Nous t’envoyons un code')).toEqual(['t’']);
    expect(flagged('fr', 'Activez la double authentification')).toEqual(['double authentification']);
    expect(flagged('fr', 'Vous pouvez vous connecter à tout moment. Été.')).toEqual([]);
  });

  it('German says Sie and Bestätigung in zwei Schritten', () => {
    expect(flagged('de', 'Ändere dein Passwort')).toEqual(['dein']);
    expect(flagged('de', 'Zwei-Faktor-Authentifizierung einrichten')).toEqual(['Zwei-Faktor-Authentifizierung']);
    expect(flagged('de', 'Die Zwei-Schritt-Verifizierung ist aktiv')).toEqual(['Zwei-Schritt-Verifizierung']);
    expect(flagged('de', 'Jetzt einloggen')).toEqual(['einloggen']);
    expect(flagged('de', 'Melden Sie sich mit Ihrem Wiederherstellungsschlüssel an.')).toEqual([]);
  });

  it('walks nested texts with their paths', () => {
    expect(textsOf({ a: 'x', b: { c: 'y', d: 3 } })).toEqual([['a', 'x'], ['b.c', 'y']]);
  });
});
