import { describe, expect, it } from 'vitest';
import { emailLoginForm } from './forms';
import { phoneLoginForm } from './phoneForms';

describe('login forms', () => {
  it('turns the e-mail form into a login request', () => {
    expect(emailLoginForm.parse({ email: ' Jan@Example.be ', password: 'secret' })).toEqual({ username: 'jan@example.be', password: 'secret' });
  });

  it('reports field codes the locale files translate', () => {
    const result = emailLoginForm.safeParse({ email: '', password: '' });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['email', 'required'],
      ['password', 'password_required'],
    ]);
    expect(emailLoginForm.safeParse({ email: 'jan@', password: 'x' }).error?.issues[0]?.message).toBe('email');
  });

  it('turns the phone form into an E.164 login name', () => {
    expect(phoneLoginForm.parse({ dialCode: '+32', number: '0470 12 34 56', password: 'x' })).toEqual({ username: '+32470123456', password: 'x' });
    const bad = phoneLoginForm.safeParse({ dialCode: '+32', number: '12', password: 'x' });
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['number', 'phone']]);
  });
});
