import { describe, expect, it } from 'vitest';
import { composePhone, splitPhone } from './phone';

describe('composePhone', () => {
  it('joins the country code and the national number', () => {
    expect(composePhone('+32', '470 12 34 56')).toBe('+32470123456');
    expect(composePhone('+352', '621 123 456')).toBe('+352621123456');
  });

  it('drops the trunk 0 of a national number', () => {
    expect(composePhone('+32', '0470/12.34.56')).toBe('+32470123456');
  });

  it('keeps a number typed in international form', () => {
    expect(composePhone('+32', '+352 621 123 456')).toBe('+352621123456');
    expect(composePhone('+32', '0033 6 12 34 56 78')).toBe('+33612345678');
  });
});

describe('splitPhone', () => {
  it('gives back the country code and the national number that compose the number again', () => {
    for (const e164 of ['+32470123456', '+352621123456', '+351912345678', '+33612345678']) {
      const { dialCode, number } = splitPhone(e164, '+32');
      expect(composePhone(dialCode, number)).toBe(e164);
    }
    expect(splitPhone('+352621123456', '+32')).toEqual({ dialCode: '+352', number: '621123456' });
  });

  it('keeps a number of a country not offered whole, with the default country code', () => {
    expect(splitPhone('+12025550123', '+352')).toEqual({ dialCode: '+352', number: '+12025550123' });
    expect(composePhone('+352', '+12025550123')).toBe('+12025550123');
  });
});
