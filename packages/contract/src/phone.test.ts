import { describe, expect, it } from 'vitest';
import { parsePhone, phone } from './phone';

describe('phone numbers', () => {
  it('normalises phone numbers to E.164', () => {
    expect(phone.parse('+32 (470) 123456')).toBe('+32470123456');
    expect(phone.parse('0032 470 12.34-56')).toBe('+32470123456');
    expect(phone.safeParse('0470123456').success).toBe(false);
  });

  it('reads phone numbers to E.164 with libphonenumber-js, national ones with a country', () => {
    expect(parsePhone('0470 12 34 56', 'BE')).toBe('+32470123456');
    expect(parsePhone('621 123 456', 'LU')).toBe('+352621123456');
    expect(parsePhone('0032 (470) 12.34.56')).toBe('+32470123456');
    expect(parsePhone('+32 12')).toBeNull();
    expect(phone.safeParse('+3247012345678').success).toBe(false);
  });
});
