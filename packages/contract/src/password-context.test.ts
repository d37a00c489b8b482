import { describe, expect, it } from 'vitest';
import { containsPersonalInfo, foldForContext, PERSONAL_WORD_MIN_LENGTH } from './password-context';

const person = {
  emails: ['jan.peeters@example.com', 'jp@work.example'],
  phones: ['+32470123456'],
  names: ['Jan', 'Van den Berg-Élodie'],
  cardNumbers: ['5065123412341234'],
};

describe('the context check of a new password', () => {
  it('refuses the product and company names, whatever the case and separators', () => {
    for (const password of ['Monizze-2026!', 'my-MONIZZE-2026!', 'Mon.izze 2026!', 'fridom!2026xx', 'Dealzz#2026ab', 'My Up 2026!!ab']) {
      expect(containsPersonalInfo(password, {}), password).toBe(true);
    }
  });

  it('refuses the own e-mail address, its local part and the parts of the local part', () => {
    expect(containsPersonalInfo('jan.peeters@example.com1!', person)).toBe(true);
    expect(containsPersonalInfo('JanPeeters-2026!', person)).toBe(true);
    expect(containsPersonalInfo('Zebra-peeters-42!', person)).toBe(true);
  });

  it('refuses the phone number in any national or international form, and the card number', () => {
    expect(containsPersonalInfo('Call-0470 12 34 56!', person)).toBe(true);
    expect(containsPersonalInfo('x+32470123456!a', person)).toBe(true);
    expect(containsPersonalInfo('Card 5065-1234-1234-1234!', person)).toBe(true);
  });

  it('refuses a card number known only by its digest, asking only 16-digit runs that start like a card', () => {
    const asked: string[] = [];
    const isCardNumber = (digits: string) => (asked.push(digits), digits === '5065000000001001');
    expect(containsPersonalInfo('My card 5065-0000 0000-1001!', { isCardNumber })).toBe(true);
    expect(containsPersonalInfo('x50650000000010012!', { isCardNumber })).toBe(true);
    expect(containsPersonalInfo('Other 5065-0000-0000-1002!', { isCardNumber })).toBe(false);
    expect(containsPersonalInfo('Short 5065-0000-1001!', { isCardNumber })).toBe(false);
    expect(asked).toEqual(['5065000000001001', '5065000000001001', '5065000000001002']);
  });

  it('refuses names and each part of a name, ignoring accents', () => {
    expect(containsPersonalInfo('Elodie-rocks-2026!', person)).toBe(true);
    expect(containsPersonalInfo('VanDenBerg-2026!', person)).toBe(true);
    expect(containsPersonalInfo('Berg-Lantern-2026!', person)).toBe(true);
  });

  it(`ignores words shorter than ${PERSONAL_WORD_MIN_LENGTH} characters, so a short name refuses little`, () => {
    // "Jan", "jp" and "van"/"den" are too short to check: "January" stays allowed.
    expect(containsPersonalInfo('January-Lantern-42!', person)).toBe(false);
    expect(containsPersonalInfo('Zebra-Lantern-42!', person)).toBe(false);
    // The e-mail domain is not the person's: example.com is not refused.
    expect(containsPersonalInfo('example-Lantern-42!', person)).toBe(false);
  });

  it('folds to lowercase letters and digits without accents', () => {
    expect(foldForContext('Crème-Brûlée 2024!')).toBe('cremebrulee2024');
    expect(foldForContext('ＭＯＮＩＺＺＥ')).toBe('monizze');
  });
});
