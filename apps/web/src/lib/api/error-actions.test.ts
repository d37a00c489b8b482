import { describe, expect, it } from 'vitest';
import { errorCatalogue, errorCodes } from '@portal/contract/errors';
import { ApiError } from './ApiError';
import { errorAction, errorActions, formErrorKey, inputErrorKey, isCaptchaError, isLockedError, isRestartError, shownError } from './error-actions';

const api = (status: number, code: string) => new ApiError(status, code, null);

describe('the error-action table', () => {
  it('sends an expired session to sign in again, by its code or by a bare 401', () => {
    expect(errorAction(api(401, 'auth.unauthenticated')).kind).toBe('signIn');
    expect(errorAction(api(401, 'something.else')).kind).toBe('signIn');
  });

  it('asks for a step-up when a change needs a fresh second factor', () => {
    expect(errorAction(api(403, 'mfa.step_up_required')).kind).toBe('stepUp');
  });

  it('restarts an expired sign-in attempt and an expired verification', () => {
    expect(errorAction(api(400, 'mfa.flow_expired')).kind).toBe('restartFlow');
    expect(errorAction(api(400, 'mfa.challenge_expired')).kind).toBe('restartFlow');
  });

  it('has a row for every code of the contract that says something expired, so a new one cannot be left to the screens', () => {
    const expired = errorCodes.filter((code) => /[._]expired$/.test(code));
    // The pattern finds them (a broken one would check nothing).
    expect(expired).toEqual(expect.arrayContaining(['password_reset.expired', 'onboarding.expired', 'merge.expired', 'mfa.flow_expired']));
    for (const code of expired) {
      expect({ code, rule: errorActions[code] }).toEqual({ code, rule: { kind: 'restartFlow' } });
      expect(isRestartError(api(errorCatalogue[code].status, code))).toBe(true);
      // Not shown in place: the screen starts its flow again (or its link page says it has expired).
      expect(shownError(api(errorCatalogue[code].status, code))).toBeNull();
    }
  });

  it("answers the server's request for a captcha with the captcha, and keeps its text on the screen", () => {
    const required = api(428, 'auth.captcha_required');
    expect(errorAction(required).kind).toBe('captcha');
    expect(isCaptchaError(required)).toBe(true);
    expect(isCaptchaError(api(400, 'captcha.invalid'))).toBe(false);
    expect(formErrorKey(required)).toBe('errors.auth.captcha_required');
  });

  it('shows answers about the input under the field, translated by their code', () => {
    for (const code of ['mfa.invalid_code', 'mfa.invalid_card', 'mfa.email_duplicated', 'mfa.sms_duplicated', 'validation.invalid']) {
      expect(errorAction(api(400, code))).toEqual({ kind: 'inline', key: `errors.${code}`, field: true, locked: false });
    }
  });

  it('shows other answers above the form, and marks a lock-out so the form stops submitting', () => {
    expect(errorAction(api(400, 'mfa.last_method'))).toEqual({ kind: 'inline', key: 'errors.mfa.last_method', field: false, locked: false });
    expect(isLockedError(api(429, 'auth.too_many_attempts'))).toBe(true);
    expect(formErrorKey(api(429, 'auth.too_many_attempts'))).toBeNull();
  });

  it('treats an unreachable server, a 5xx and a non-API failure as a page error with the generic text when the code is unknown', () => {
    expect(errorAction(api(0, 'network.failed'))).toMatchObject({ kind: 'page', key: 'errors.network.failed' });
    expect(errorAction(api(502, 'gateway.down'))).toMatchObject({ kind: 'page', key: 'errors.server.error' });
    expect(errorAction(new TypeError('boom'))).toMatchObject({ kind: 'page', key: 'errors.server.error' });
  });

  it('shows nothing in place for failures that lead elsewhere, and splits the rest between field and form', () => {
    expect(shownError(api(403, 'mfa.step_up_required'))).toBeNull();
    expect(shownError(api(400, 'mfa.flow_expired'))).toBeNull();
    expect(shownError(null)).toBeNull();
    expect(inputErrorKey(api(422, 'mfa.email_duplicated'))).toBe('errors.mfa.email_duplicated');
    expect(formErrorKey(api(422, 'mfa.email_duplicated'))).toBeNull();
    expect(formErrorKey(api(0, 'network.timeout'))).toBe('errors.network.timeout');
    expect(inputErrorKey(api(0, 'network.timeout'))).toBeNull();
  });
});
