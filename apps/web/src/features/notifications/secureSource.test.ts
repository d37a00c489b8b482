import { describe, expect, it } from 'vitest';
import { secureSourceOf, tokenFromHash } from './secureSource';

describe('secureSourceOf', () => {
  const token = 'a'.repeat(43);
  it('takes the e-mail link’s #secure= token first', () => {
    expect(secureSourceOf(`#secure=${token}`, { notification: 3 })).toEqual({ token });
  });
  it('takes a notice id handed over by the notifications page', () => {
    expect(secureSourceOf('', { notification: 3 })).toEqual({ notification: 3 });
  });
  it('takes a sign-in of the security history', () => {
    expect(secureSourceOf('', { signIn: 12 })).toEqual({ signIn: 12 });
    expect(secureSourceOf('', { signIn: 1.5 })).toBeNull();
  });
  it('refuses a hash login, garbage and made-up state', () => {
    expect(tokenFromHash(`#token=${token}`)).toBeNull();
    expect(tokenFromHash('#secure=<script>')).toBeNull();
    expect(secureSourceOf('', { notification: '3' })).toBeNull();
    expect(secureSourceOf('', { notification: -1 })).toBeNull();
    expect(secureSourceOf('', null)).toBeNull();
  });
});
