import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/ApiError';
import { errorKey, fieldErrorKey } from './errorKeys';

describe('error keys', () => {
  it('renders a known code by its key', () => {
    expect(errorKey(new ApiError(400, 'mfa.invalid_code', null))).toBe('errors.mfa.invalid_code');
    expect(errorKey(new ApiError(0, 'network.timeout', null))).toBe('errors.network.timeout');
  });

  it('falls back to the generic error for unknown codes and other failures', () => {
    expect(errorKey(new ApiError(418, 'teapot', null))).toBe('errors.server.error');
    expect(errorKey(new Error('boom'))).toBe('errors.server.error');
  });

  it('maps field codes and falls back to invalid', () => {
    expect(fieldErrorKey('password_required')).toBe('validation.password_required');
    expect(fieldErrorKey('Too big: expected string to have <=254 characters')).toBe('validation.invalid');
  });

  it('names an empty field when the form says which it is', () => {
    expect(fieldErrorKey('required', 'email')).toBe('emptyField.email');
    expect(fieldErrorKey('required')).toBe('validation.required');
    expect(fieldErrorKey('email', 'email')).toBe('validation.email');
  });
});
