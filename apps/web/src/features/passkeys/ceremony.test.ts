import { afterEach, describe, expect, it, vi } from 'vitest';
import { WebAuthnError } from '@simplewebauthn/browser';
import { ApiError } from '../../lib/api/ApiError';
import { CeremonyError, createCredential, getCredential, passkeyErrorKey } from './ceremony';

const browser = vi.hoisted(() => ({ supported: true, outcome: null as unknown }));
vi.mock('@simplewebauthn/browser', async (original) => ({
  ...(await original<typeof import('@simplewebauthn/browser')>()),
  browserSupportsWebAuthn: () => browser.supported,
  startRegistration: async () => Promise.reject(browser.outcome),
  startAuthentication: async () => Promise.reject(browser.outcome),
}));

afterEach(() => {
  browser.supported = true;
});

const failureOf = async (run: () => Promise<unknown>) => {
  const error = await run().catch((e: unknown) => e);
  expect(error).toBeInstanceOf(CeremonyError);
  return (error as CeremonyError).reason;
};

describe('the browser’s part of a passkey ceremony', () => {
  it('reads a closed dialog, a timeout or an abort as cancelled', async () => {
    browser.outcome = new WebAuthnError({ message: 'x', code: 'ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY', cause: new DOMException('x', 'NotAllowedError') });
    expect(await failureOf(() => getCredential({ challenge: 'abc' }))).toBe('cancelled');
    browser.outcome = new WebAuthnError({ message: 'x', code: 'ERROR_CEREMONY_ABORTED', cause: new DOMException('x', 'AbortError') });
    expect(await failureOf(() => getCredential({ challenge: 'abc' }))).toBe('cancelled');
  });

  it('tells an authenticator that already holds one of the person’s passkeys', async () => {
    browser.outcome = new WebAuthnError({ message: 'x', code: 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED', cause: new DOMException('x', 'InvalidStateError') });
    expect(await failureOf(() => createCredential({ challenge: 'abc' }))).toBe('alreadyRegistered');
  });

  it('reports anything else as a failure, and a browser without WebAuthn as unsupported', async () => {
    browser.outcome = new TypeError('broken');
    expect(await failureOf(() => createCredential({ challenge: 'abc' }))).toBe('failed');
    browser.supported = false;
    expect(await failureOf(() => getCredential({ challenge: 'abc' }))).toBe('unsupported');
  });

  it('names the i18n text of a failure: the browser’s reason, or the server’s code', () => {
    expect(passkeyErrorKey(new CeremonyError('cancelled'))).toBe('passkeys.ceremony.cancelled');
    expect(passkeyErrorKey(new ApiError(400, 'passkey.invalid', null))).toBe('errors.passkey.invalid');
    expect(passkeyErrorKey(new Error('?'))).toBe('errors.server.error');
  });
});
