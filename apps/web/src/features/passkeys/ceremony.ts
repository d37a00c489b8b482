import {
  browserSupportsWebAuthn,
  browserSupportsWebAuthnAutofill,
  startAuthentication,
  startRegistration,
  WebAuthnAbortService,
  WebAuthnError,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { errorKey } from '../../lib/i18n/errorKeys';

/** Why the browser's part of a passkey ceremony ended without a credential. */
export type CeremonyFailure = 'cancelled' | 'alreadyRegistered' | 'failed' | 'unsupported';

export class CeremonyError extends Error {
  constructor(readonly reason: CeremonyFailure) {
    super(`Passkey ceremony: ${reason}`);
    this.name = 'CeremonyError';
  }
}

export { browserSupportsWebAuthn as supportsPasskeys };

/**
 * The person closed the dialog, it timed out, or another ceremony replaced this one: browsers
 * report all of these as NotAllowedError or AbortError, on purpose without telling them apart.
 */
function reasonOf(error: unknown): CeremonyFailure {
  const name = error instanceof WebAuthnError ? (error.cause as Error | undefined)?.name : (error as Error | undefined)?.name;
  if (error instanceof WebAuthnError && error.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') return 'alreadyRegistered';
  if (error instanceof WebAuthnError && error.code === 'ERROR_CEREMONY_ABORTED') return 'cancelled';
  if (name === 'NotAllowedError' || name === 'AbortError') return 'cancelled';
  return 'failed';
}

// The options come from our server, which builds them with @simplewebauthn/server: the contract
// checked their shape, the browser library takes them as they are.
export async function createCredential(options: object) {
  if (!browserSupportsWebAuthn()) throw new CeremonyError('unsupported');
  try {
    return await startRegistration({ optionsJSON: options as PublicKeyCredentialCreationOptionsJSON });
  } catch (error) {
    throw new CeremonyError(reasonOf(error));
  }
}

export async function getCredential(options: object, { autofill = false } = {}) {
  if (!browserSupportsWebAuthn()) throw new CeremonyError('unsupported');
  try {
    return await startAuthentication({ optionsJSON: options as PublicKeyCredentialRequestOptionsJSON, useBrowserAutofill: autofill });
  } catch (error) {
    throw new CeremonyError(reasonOf(error));
  }
}

export const supportsAutofill = browserSupportsWebAuthnAutofill;

/** Stops a waiting ceremony (the autofill one when the page is left). */
export function cancelCeremony(): void {
  WebAuthnAbortService.cancelCeremony();
}

/** The i18n key of a failed passkey action: the browser's reason, else the server's code. */
export function passkeyErrorKey(error: unknown) {
  if (error instanceof CeremonyError) return `passkeys.ceremony.${error.reason}` as const;
  return errorKey(error);
}
