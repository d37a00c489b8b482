import { describe, expect, it } from 'vitest';
import { mfaCodeInput } from '@portal/contract/rules';
import { codeLength, filterCode, isNumericCode } from './codeInput';

describe('code input filter', () => {
  it('keeps letters and digits only', () => {
    expect(filterCode('12 34-56.78', 8)).toBe('12345678');
    expect(filterCode('ab!c_D é9', 64)).toBe('abcD9');
  });

  it('cuts the value at the method length', () => {
    expect(filterCode('123456789', 8)).toBe('12345678');
    expect(filterCode('1234 5678 9', codeLength('totp'))).toBe('123456');
  });

  it('always produces what the contract rule accepts, or nothing', () => {
    for (const typed of ['  1234\t5678 ', '†‡•', 'AB-CD-12']) {
      const filtered = filterCode(typed, 64);
      expect(filtered === '' || mfaCodeInput.safeParse(filtered).success).toBe(true);
    }
  });

  it('uses 8 digits for e-mail, SMS and a support code, 6 for the authenticator, 16 for the card, 10 for a recovery key', () => {
    expect(codeLength('email')).toBe(8);
    expect(codeLength('sms')).toBe(8);
    expect(codeLength('totp')).toBe(6);
    expect(codeLength('totpRecovery')).toBe(10);
    expect(codeLength('card')).toBe(16);
    expect(codeLength('support')).toBe(8);
    expect(isNumericCode('support')).toBe(true);
    expect(isNumericCode('sms')).toBe(true);
    expect(isNumericCode('totpRecovery')).toBe(false);
    expect(isNumericCode('card')).toBe(true);
  });
});
