import { describe, expect, it } from 'vitest';
import { recoveryKeyInput } from './recovery';
import { cardNumber, deliveredCode, email, invitationCode, isWeakPasswordStatus, mfaCodeInput, nationalRegisterNumber, normalizeEmail, normalizePhone, normalizeRecoveryKey, totpCode, usernameKind } from './rules';
import { phone } from './phone';
import { setIbanRequest } from './banking';

describe('validation rules', () => {
  it('accepts a 16-digit card number starting with 5065, with spaces', () => {
    expect(cardNumber.parse('5065 1234 5678 9012')).toBe('5065123456789012');
  });
  it('refuses card numbers with another prefix or length', () => {
    expect(cardNumber.safeParse('4065123456789012').success).toBe(false);
    expect(cardNumber.safeParse('506512345678901').success).toBe(false);
  });
  it('takes letters and digits only in the MFA code input', () => {
    expect(mfaCodeInput.safeParse('12ab34CD').success).toBe(true);
    expect(mfaCodeInput.safeParse('1234.5678').success).toBe(false);
    expect(mfaCodeInput.safeParse('1234_5678').success).toBe(false);
    expect(mfaCodeInput.safeParse('DEMKY\u201322222').success).toBe(false);
    expect(mfaCodeInput.safeParse('DEMKY-2222\u0000').success).toBe(false);
    expect(mfaCodeInput.safeParse('').success).toBe(false);
    expect(mfaCodeInput.safeParse(' - ').success).toBe(false);
    expect(mfaCodeInput.safeParse('A'.repeat(65)).success).toBe(false);
  });
  it('takes a recovery key as printed: the dash, spaces and lower case are dropped, not refused', () => {
    for (const typed of ['DEMKY-22222', 'demky 22222', ' DEMKY-22222 ', 'demky-22222', 'DEMKY22222', 'DEM KY-222 22']) {
      expect(mfaCodeInput.parse(typed).toUpperCase()).toBe('DEMKY22222');
      expect(recoveryKeyInput.parse(typed).toUpperCase()).toBe('DEMKY22222');
      expect(normalizeRecoveryKey(typed)).toBe('DEMKY22222');
    }
    expect(mfaCodeInput.parse('1234 5678')).toBe('12345678');
  });
  it('wants 8 digits for delivered codes and 6 for authenticator codes', () => {
    expect(deliveredCode.safeParse('12345678').success).toBe(true);
    expect(deliveredCode.safeParse('1234567').success).toBe(false);
    expect(totpCode.safeParse('123456').success).toBe(true);
    expect(totpCode.safeParse('12345a').success).toBe(false);
  });
  it('lower-cases e-mail addresses and refuses malformed ones', () => {
    expect(email.parse(' Demo@Example.COM ')).toBe('demo@example.com');
    expect(email.safeParse('demo@').success).toBe(false);
  });
  it('strips what people type around a phone number', () => {
    expect(normalizePhone('0032 470 12.34-56')).toBe('+32470123456');
  });
  it('tells e-mail and phone usernames apart', () => {
    expect(usernameKind('a@b.be')).toBe('email');
    expect(usernameKind('+32470123456')).toBe('phone');
  });
  it('marks password status 1 and 2 as weak', () => {
    expect([0, 1, 2, 3].map(isWeakPasswordStatus)).toEqual([false, true, true, false]);
  });
});

describe('contact normalisation', () => {
  it('reads e-mail addresses trimmed, lower case and in Unicode NFC', () => {
    expect(normalizeEmail('  Zoe\u0308@Example.BE ')).toBe('zo\u00eb@example.be');
    expect(email.parse('ZOË@example.be')).toBe(email.parse('zoe\u0308@example.be'));
    expect(email.safeParse('no-domain@localhost').success).toBe(false);
  });
});

describe('national register number', () => {
  it('accepts both century rules and refuses a wrong check', async () => {
    const { isNationalRegisterNumber, nationalRegisterNumber } = await import('./rules');
    // 85.07.30-033.28 (born 1985) and 01.02.03-123.xx computed with the 2000 rule.
    const base20 = '850730033';
    const check20 = String(97 - Number(BigInt(base20) % 97n)).padStart(2, '0');
    expect(isNationalRegisterNumber(base20 + check20)).toBe(true);
    const base21 = '010203123';
    const check21 = String(97 - Number(BigInt(`2${base21}`) % 97n)).padStart(2, '0');
    expect(isNationalRegisterNumber(base21 + check21)).toBe(true);
    expect(isNationalRegisterNumber(base20 + String((Number(check20) % 97) + 1).padStart(2, '0'))).toBe(false);
    expect(isNationalRegisterNumber('1234567890')).toBe(false);
    expect(nationalRegisterNumber.safeParse(`85.07.30-033.${check20}`).success).toBe(true);
    expect(nationalRegisterNumber.safeParse('85073003300').error?.issues[0]?.message).toBe('national_register_number');
  });
});

describe('an empty value', () => {
  const schemas = { cardNumber, deliveredCode, email, totpCode, mfaCodeInput, invitationCode, nationalRegisterNumber, phone, iban: setIbanRequest.shape.iban };
  it.each(Object.entries(schemas))('is "required" alone for %s, so the form says to fill it in, not that it is invalid', (_name, schema) => {
    expect(schema.safeParse('').error?.issues.map((issue) => issue.message)).toEqual(['required']);
  });
  it('keeps the format code once something is typed', () => {
    expect(email.safeParse('jan@').error?.issues.map((issue) => issue.message)).toEqual(['email']);
    expect(phone.safeParse('12').error?.issues.map((issue) => issue.message)).toEqual(['phone']);
    expect(cardNumber.safeParse('4065').error?.issues.map((issue) => issue.message)).toEqual(['card_number']);
  });
});
