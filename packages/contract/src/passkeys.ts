import { z } from 'zod/mini';
import { text } from './fields';

/**
 * Passkeys (WebAuthn): registration on /security, second factor of a login attempt, and sign-in
 * without a password. The WebAuthn JSON shapes follow the W3C "JSON-serialisation" of WebAuthn
 * Level 3, as @simplewebauthn/browser produces and @simplewebauthn/server reads them.
 */

/** Most passkeys a person may keep: enough for every device, few enough to stay manageable. */
export const MAX_PASSKEYS = 10;
export const PASSKEY_NAME_MAX = 64;

/** A name the person recognises the passkey by (no control characters: text() refuses them). */
export const passkeyName = text(PASSKEY_NAME_MAX, 'passkey_name').check(z.trim(), z.minLength(1, 'required'));

const base64url = (max: number) => text(max).check(z.regex(/^[A-Za-z0-9_-]*$/, 'invalid'));
// A credential id is at most 1023 bytes (WebAuthn Level 3), 1364 characters in base64url.
const credentialId = base64url(1364).check(z.minLength(1, 'required'));

export const passkeySchema = z.object({
  id: z.int(),
  name: z.string(),
  /** ISO 8601. */
  created_at: z.string(),
  /** ISO 8601; null until it is first used to sign in. */
  last_used_at: z.nullable(z.string()),
  /** Backed up to a cloud account (usable on the person's other devices), as the authenticator says. */
  synced: z.boolean(),
});
export type Passkey = z.infer<typeof passkeySchema>;

export const passkeyListResponse = z.object({ data: z.array(passkeySchema) });
export const passkeyResponse = z.object({ data: passkeySchema });
// Path ids arrive as text; at most 9 digits, so that no id overflows the database's integer.
export const passkeyIdParams = z.object({ id: z.pipe(text(10).check(z.regex(/^[1-9]\d{0,8}$/, 'invalid')), z.transform(Number)) });
export const renamePasskeyRequest = z.object({ name: passkeyName });

const transports = z.array(text(32)).check(z.maxLength(10));
const extensionResults = z.looseObject({});

/** navigator.credentials.create() as JSON (RegistrationResponseJSON). */
export const registrationResponseJson = z.object({
  id: credentialId,
  rawId: credentialId,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url(8_192),
    attestationObject: base64url(131_072),
    authenticatorData: z.optional(base64url(131_072)),
    transports: z.optional(transports),
    publicKeyAlgorithm: z.optional(z.int()),
    publicKey: z.optional(base64url(8_192)),
  }),
  authenticatorAttachment: z.optional(z.enum(['platform', 'cross-platform'])),
  clientExtensionResults: extensionResults,
});

/** navigator.credentials.get() as JSON (AuthenticationResponseJSON). */
export const authenticationResponseJson = z.object({
  id: credentialId,
  rawId: credentialId,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url(8_192),
    authenticatorData: base64url(131_072),
    signature: base64url(8_192),
    userHandle: z.optional(base64url(256)),
  }),
  authenticatorAttachment: z.optional(z.enum(['platform', 'cross-platform'])),
  clientExtensionResults: extensionResults,
});
export type AuthenticationResponse = z.infer<typeof authenticationResponseJson>;

const credentialDescriptor = z.object({ id: z.string(), type: z.string(), transports: z.optional(transports) });
/** WebAuthn's requirement levels (user verification, resident key). */
const requirement = z.enum(['discouraged', 'preferred', 'required']);
// Only the extension the server asks for: credProps (whether the credential is discoverable).
const extensions = z.object({ credProps: z.optional(z.boolean()) });

/** Options for navigator.credentials.create() (PublicKeyCredentialCreationOptionsJSON). */
export const registrationOptionsResponse = z.object({
  challenge: z.string(),
  rp: z.object({ id: z.optional(z.string()), name: z.string() }),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  pubKeyCredParams: z.array(z.object({ alg: z.number(), type: z.string() })),
  timeout: z.optional(z.number()),
  excludeCredentials: z.optional(z.array(credentialDescriptor)),
  authenticatorSelection: z.optional(
    z.object({
      authenticatorAttachment: z.optional(z.enum(['platform', 'cross-platform'])),
      residentKey: z.optional(requirement),
      requireResidentKey: z.optional(z.boolean()),
      userVerification: z.optional(requirement),
    }),
  ),
  hints: z.optional(z.array(z.string())),
  attestation: z.optional(z.enum(['none', 'indirect', 'direct', 'enterprise'])),
  extensions: z.optional(extensions),
});

/** Options for navigator.credentials.get() (PublicKeyCredentialRequestOptionsJSON). */
export const authenticationOptionsResponse = z.object({
  challenge: z.string(),
  rpId: z.optional(z.string()),
  timeout: z.optional(z.number()),
  allowCredentials: z.optional(z.array(credentialDescriptor)),
  userVerification: z.optional(requirement),
  hints: z.optional(z.array(z.string())),
  extensions: z.optional(extensions),
});

/** Finish adding a passkey; without a name the server names it after the authenticator or browser. */
export const registerPasskeyRequest = z.object({
  response: registrationResponseJson,
  name: z.optional(passkeyName),
});

const payload = text(200).check(z.minLength(1));

/** Assertion options for the passkeys of a login attempt (the 401 answer's payload) or a step-up challenge (GET /api/mfa/sudo's). */
export const loginPasskeyOptionsRequest = z.object({ payload });

/** The passkey as the second factor of a login attempt or the proof of a step-up: ends it like a confirmed code. */
export const loginPasskeyConfirmRequest = z.object({
  payload,
  response: authenticationResponseJson,
  isTrustedDevice: z._default(z.boolean(), false),
});

/** Sign-in without a password: a discoverable credential names the account itself. */
export const passkeySignInRequest = z.object({ response: authenticationResponseJson });
