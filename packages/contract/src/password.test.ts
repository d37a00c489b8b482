import { describe, expect, it } from 'vitest';
import { brokenPasswordRules, changePasswordRequest, newPassword, PASSWORD_MIN_LENGTH, passwordRuleMinimums, passwordStrength } from './password';

const codes = (value: string) => {
  const result = newPassword.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe('the password policy', () => {
  it('names each broken rule with its message code', () => {
    expect(codes('')).toEqual(['password_required']);
    expect(codes('Short-1')).toEqual(['password_too_short']);
    expect(codes('123456789012-')).toEqual(['password_no_letter']);
    expect(codes('Abcdefghijkl-')).toEqual(['password_no_digit']);
    expect(codes('Abcdefghijk1')).toEqual(['password_no_special']);
    expect(codes('Zebra-Lantern-42!')).toEqual([]);
  });

  it('accepts 12 to 128 code points, counted after NFKC', () => {
    expect(codes('Abcdefghi-1!')).toEqual([]);
    expect(codes('Abcdefgh-1!')).toEqual(['password_too_short']);
    expect(codes(`A-1${'x'.repeat(125)}`)).toEqual([]);
    expect(codes(`A-1${'x'.repeat(126)}`)).toEqual(['password_too_long']);
    expect(codes('x'.repeat(2000))).toEqual(['password_too_long']);
    // 12 accented letters are 12 code points composed, 24 decomposed: both count as 12.
    expect(brokenPasswordRules('éééééééé-1!!'.normalize('NFD'))).toEqual([]);
  });

  it('checks against the minimums the form names', () => {
    expect(passwordRuleMinimums).toEqual({ password_too_short: PASSWORD_MIN_LENGTH, password_no_letter: 1, password_no_digit: 1, password_no_special: 1 });
    const justLongEnough = 'Ab-1'.padEnd(passwordRuleMinimums.password_too_short, 'x');
    expect(brokenPasswordRules(justLongEnough)).toEqual([]);
    expect(brokenPasswordRules(justLongEnough.slice(1))).toEqual(['password_too_short']);
  });

  it('parses to NFKC: decomposed and compatibility forms become the composed password', () => {
    const composed = 'Crème-brûlée-2024!'.normalize('NFC');
    expect(newPassword.parse(composed.normalize('NFD'))).toBe(composed);
    expect(newPassword.parse('Ｚebra-Lantern-４２!')).toBe('Zebra-Lantern-42!');
  });

  it('counts a letter of any script and a space as special', () => {
    expect(codes('Ωμέγα ωμέγα 7')).toEqual([]);
  });

  it('refuses control characters and needs the current password', () => {
    expect(codes('Zebra-Lantern-42!\u0000')).toContain('control_characters');
    const result = changePasswordRequest.safeParse({ current: '', password: 'Zebra-Lantern-42!' });
    expect(result.success ? [] : result.error.issues.map((i) => i.message)).toEqual(['password_required']);
  });

  it('rates strength from the rules and the length', () => {
    expect(['', 'abc', 'abcdefghijk1', 'Abcdefghi-1!', 'Zebra-Lantern-42-sky!'].map(passwordStrength)).toEqual([0, 1, 2, 3, 4]);
  });
});
