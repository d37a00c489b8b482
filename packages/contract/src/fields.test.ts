import { describe, expect, it } from 'vitest';
import { loginRequest } from './auth';
import { text } from './fields';

describe('the one string schema for input', () => {
  it.each(['a\u0000', '\u0000', 'a\tb', 'a\nb', 'a\rb', 'a\u001bb', 'a\u007fb', 'a\u0085b', 'tail\u0000'])('refuses the control character in %j', (value) => {
    const result = text(100).safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('control_characters');
  });

  it('keeps ordinary and international text, and limits the length', () => {
    expect(text(100).parse('Zoë Dupont-Müller 李 🙂')).toBe('Zoë Dupont-Müller 李 🙂');
    expect(text(3).safeParse('abcd').error?.issues[0]?.message).toBe('invalid');
    expect(text(3, 'email').safeParse('abcd').error?.issues[0]?.message).toBe('email');
  });

  it('checks before trimming, so a trailing NUL is refused rather than trimmed away', () => {
    const result = loginRequest.safeParse({ username: 'demo@example.com\u0000', password: 'x' });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['username', 'control_characters']]);
  });
});
