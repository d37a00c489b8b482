import { describe, expect, it } from 'vitest';
import { mfaReminderMessage } from './mfa-reminder';

const mandatoryAt = Date.UTC(2026, 2, 12, 23, 30); // 12 March in UTC, already 13 March in Brussels (UTC+1)
const setupUrl = 'https://account.example.be/setup-mfa';

describe('the weekly reminder before forced MFA', () => {
  it('names the day in the account’s language and time zone of the portal, with the set-up link', () => {
    const subjects = ['en', 'nl', 'fr_LU', 'de_LU'].map((language) => mfaReminderMessage({ to: 'a@example.com', language, mandatoryAt, setupUrl }).subject);
    expect(subjects).toEqual([
      'Two-step verification becomes mandatory on 13 Mar 2026',
      'Verificatie in twee stappen wordt verplicht op 13 mrt 2026',
      'La vérification en deux étapes devient obligatoire le 13 mars 2026',
      'Die Bestätigung in zwei Schritten wird am 13. März 2026 Pflicht',
    ]);
    const message = mfaReminderMessage({ to: 'a@example.com', language: 'en', mandatoryAt, setupUrl });
    expect(message).toMatchObject({ channel: 'email', to: 'a@example.com' });
    expect(message.text).toContain(`Set up two-step verification: ${setupUrl}`);
    expect(message.html).toContain(`href="${setupUrl}"`);
  });
});
