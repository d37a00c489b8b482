import { describe, expect, it } from 'vitest';
import { maskEmail, maskPhone } from './mask';

describe('masking', () => {
  it('keeps the first letter and the domain of an e-mail address', () => {
    expect(maskEmail('demo@example.com')).toBe('d***@example.com');
    expect(maskEmail('x@y.be')).toBe('x***@y.be');
  });

  it('keeps the country code and the last 3 digits of a phone number', () => {
    expect(maskPhone('+32470123456')).toBe('+32 *** *** 456');
    expect(maskPhone('+352621123456')).toBe('+352 *** *** 456');
    expect(maskPhone('+14155550123')).toBe('+1 *** *** 123');
  });
});
