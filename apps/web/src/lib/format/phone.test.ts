import { describe, expect, it } from 'vitest';
import { formatPhone, formatTarget } from './phone';

describe('phone formatting', () => {
  it('groups phone numbers, and only phone numbers', () => {
    expect(formatPhone('+32470123456')).toBe('+32 470 12 34 56');
    expect(formatTarget('sms', '+352621123456')).toBe('+352 621 123 456');
    expect(formatTarget('phone', '+32 *** *** 456')).toBe('+32 *** *** 456');
    expect(formatTarget('email', 'someone@example.com')).toBe('someone@example.com');
  });
});
