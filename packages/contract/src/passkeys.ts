import { z } from 'zod';
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
export const passkeyName = text(PASSKEY_NAME_MAX, 'passkey_name').trim().min(1, 'required');

const base64url = (max: number) => text(max).regex(/^[A-Za-z0-9_-]*$/, 'invalid');
// A credential id is at most 1023 bytes (WebAuthn Level 3), 1364 characters in base64url.
const credentialId = base64url(1364).min(1, 'required');

export const passkeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** ISO 8601. */
  created_at: z.string(),
  /** ISO 8601; null until it is first used to sign in. */
  last_used_at: z.string().nullable(),
  /** Backed up to a cloud account (usable on the person's other devices), as the authenticator says. */
  synced: z.boolean(),
});
export type Passkey = z.infer<typeof passkeySchema>;

export const passkeyListResponse = z.object({ data: z.array(passkeySchema) });
export const passkeyResponse = z.object({ data: passkeySchema });
// Path ids arrive as text; at most 9 digits, so that no id overflows the database's integer.
export const passkeyIdParams = z.object({ id: text(10).regex(/^[1-9]\d{0,8}$/, 'invalid').transform(Number) });
export const renamePasskeyRequest = z.object({ name: passkeyName });

const transports = z.array(text(32)).max(10);
const extensionResults = z.looseObject({});

/** navigator.credentials.create() as JSON (RegistrationResponseJSON). */
export const registrationResponseJson = z.object({
  id: credentialId,
  rawId: credentialId,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url(8_192),
    attestationObject: base64url(131_072),
    authenticatorData: base64url(131_072).optional(),
    transports: transports.optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url(8_192).optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
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
    userHandle: base64url(256).optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: extensionResults,
});
export type AuthenticationResponse = z.infer<typeof authenticationResponseJson>;

const credentialDescriptor = z.object({ id: z.string(), type: z.string(), transports: transports.optional() });
/** WebAuthn's requirement levels (user verification, resident key). */
const requirement = z.enum(['discouraged', 'preferred', 'required']);
// Only the extension the server asks for: credProps (whether the credential is discoverable).
const extensions = z.object({ credProps: z.boolean().optional() });

/** Options for navigator.credentials.create() (PublicKeyCredentialCreationOptionsJSON). */
export const registrationOptionsResponse = z.object({
  challenge: z.string(),
  rp: z.object({ id: z.string().optional(), name: z.string() }),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  pubKeyCredParams: z.array(z.object({ alg: z.number(), type: z.string() })),
  timeout: z.number().optional(),
  excludeCredentials: z.array(credentialDescriptor).optional(),
  authenticatorSelection: z
    .object({
      authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
      residentKey: requirement.optional(),
      requireResidentKey: z.boolean().optional(),
      userVerification: requirement.optional(),
    })
    .optional(),
  hints: z.array(z.string()).optional(),
  attestation: z.enum(['none', 'indirect', 'direct', 'enterprise']).optional(),
  extensions: extensions.optional(),
});

/** Options for navigator.credentials.get() (PublicKeyCredentialRequestOptionsJSON). */
export const authenticationOptionsResponse = z.object({
  challenge: z.string(),
  rpId: z.string().optional(),
  timeout: z.number().optional(),
  allowCredentials: z.array(credentialDescriptor).optional(),
  userVerification: requirement.optional(),
  hints: z.array(z.string()).optional(),
  extensions: extensions.optional(),
});

/** Finish adding a passkey; without a name the server names it after the authenticator or browser. */
export const registerPasskeyRequest = z.object({
  response: registrationResponseJson,
  name: passkeyName.optional(),
});

const payload = text(200).min(1);

/** Assertion options for the passkeys of a login attempt (the 401 answer's payload). */
export const loginPasskeyOptionsRequest = z.object({ payload });

/** The passkey as the second factor of a login attempt: ends it like a confirmed code. */
export const loginPasskeyConfirmRequest = z.object({
  payload,
  response: authenticationResponseJson,
  isTrustedDevice: z.boolean().default(false),
});

/** Sign-in without a password: a discoverable credential names the account itself. */
export const passkeySignInRequest = z.object({ response: authenticationResponseJson });
