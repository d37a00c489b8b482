import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api/ApiError';
import { codeErrorKeys } from './wrongCode';

const wrong = new ApiError(400, 'mfa.invalid_code', null);

describe('codeErrorKeys', () => {
  it('follows a wrong e-mail code with the latest message and the countdown, then the other methods', () => {
    expect(codeErrorKeys(wrong, 'email', true)).toEqual(['errors.mfa.invalid_code', 'mfa.confirm.wrongCode.email', 'mfa.confirm.wrongCode.orOtherMethod']);
  });

  it('sends the authenticator to its current code, and names no other method where the flow has none', () => {
    expect(codeErrorKeys(wrong, 'totp', false)).toEqual(['errors.mfa.invalid_code', 'mfa.confirm.wrongCode.totp']);
  });

  it('follows a refused card number with the card\'s digits', () => {
    expect(codeErrorKeys(new ApiError(400, 'mfa.invalid_card', null), 'card', false)).toEqual(['errors.mfa.invalid_card', 'mfa.confirm.wrongCode.card']);
  });

  it('adds nothing to other answers about the input, and shows nothing for failures shown elsewhere', () => {
    expect(codeErrorKeys(new ApiError(422, 'validation.invalid', null), 'email', true)).toEqual(['errors.validation.invalid']);
    expect(codeErrorKeys(new ApiError(429, 'auth.too_many_attempts', null), 'email', true)).toEqual([]);
    expect(codeErrorKeys(null, 'email', true)).toEqual([]);
  });
});
