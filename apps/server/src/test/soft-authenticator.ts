import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

/** What a test may falsify in one response, to see the server refuse it. */
export interface Tamper {
  origin?: string;
  rpId?: string;
  challenge?: string;
  type?: string;
  userPresent?: boolean;
  userVerified?: boolean;
  counter?: number;
  userHandle?: string | null;
  credentialId?: string;
  /** Sign with another key than the registered one. */
  forgeSignature?: boolean;
}

interface CreationOptions {
  challenge: string;
  rp: { id?: string };
  user: { id: string };
}
interface RequestOptions {
  challenge: string;
  rpId?: string;
}

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const ES256 = -7;

/**
 * A software WebAuthn authenticator for API tests: one ES256 discoverable credential, attestation
 * 'none', responses built byte by byte as a browser and authenticator would (clientDataJSON,
 * authenticatorData, CBOR attestation object, DER ECDSA signature), so the server's real
 * verification runs on them.
 */
export class SoftAuthenticator {
  readonly credentialId = b64(randomBytes(32));
  private readonly keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  private userHandle: string | null = null;
  counter = 0;

  constructor(
    readonly origin: string,
    readonly rpId: string,
    private readonly aaguid = new Uint8Array(16),
  ) {}

  /** navigator.credentials.create(), as RegistrationResponseJSON. */
  create(options: CreationOptions, tamper: Tamper = {}) {
    this.userHandle = options.user.id;
    const clientDataJSON = this.clientData('webauthn.create', options.challenge, tamper);
    const id = Buffer.from(tamper.credentialId ?? this.credentialId, 'base64url');
    const attested = Buffer.concat([this.aaguid, Buffer.from([id.length >> 8, id.length & 0xff]), id, this.cosePublicKey()]);
    const authData = this.authenticatorData(tamper.rpId ?? options.rp.id ?? this.rpId, tamper, 0x40, attested);
    const attStmt = new Map<string, never>();
    const attestationObject = isoCBOR.encode(new Map<string, Uint8Array | string | Map<string, never>>([['fmt', 'none'], ['attStmt', attStmt], ['authData', authData]]));
    return {
      id: b64(id),
      rawId: b64(id),
      type: 'public-key' as const,
      response: { clientDataJSON: b64(clientDataJSON), attestationObject: b64(attestationObject), transports: ['internal'] },
      authenticatorAttachment: 'platform' as const,
      clientExtensionResults: { credProps: { rk: true } },
    };
  }

  /** navigator.credentials.get(), as AuthenticationResponseJSON; the counter goes up by one. */
  get(options: RequestOptions, tamper: Tamper = {}) {
    this.counter += 1;
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, tamper);
    const authData = this.authenticatorData(tamper.rpId ?? options.rpId ?? this.rpId, tamper, 0);
    const key: KeyObject = tamper.forgeSignature ? generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey : this.keys.privateKey;
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), key);
    const id = tamper.credentialId ?? this.credentialId;
    const userHandle = tamper.userHandle === undefined ? this.userHandle : tamper.userHandle;
    return {
      id,
      rawId: id,
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64(clientDataJSON),
        authenticatorData: b64(authData),
        signature: b64(signature),
        ...(userHandle === null ? {} : { userHandle }),
      },
      authenticatorAttachment: 'platform' as const,
      clientExtensionResults: {},
    };
  }

  private clientData(type: string, challenge: string, tamper: Tamper): Buffer {
    const data = { type: tamper.type ?? type, challenge: tamper.challenge ?? challenge, origin: tamper.origin ?? this.origin, crossOrigin: false };
    return Buffer.from(JSON.stringify(data));
  }

  /** rpIdHash, flags (UP, UV, plus extra such as AT), the big-endian counter, then `rest`. */
  private authenticatorData(rpId: string, tamper: Tamper, extraFlags: number, rest = Buffer.alloc(0)): Buffer {
    const flags = (tamper.userPresent === false ? 0 : 0x01) | (tamper.userVerified === false ? 0 : 0x04) | extraFlags;
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(tamper.counter ?? this.counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), counter, rest]);
  }

  /** The public key as a COSE_Key map: EC2 (1: 2), ES256 (3: -7), P-256 (-1: 1), x (-2), y (-3). */
  private cosePublicKey(): Uint8Array {
    const jwk = this.keys.publicKey.export({ format: 'jwk' });
    const coordinate = (value: string | undefined) => new Uint8Array(Buffer.from(value ?? '', 'base64url'));
    return isoCBOR.encode(new Map<number, number | Uint8Array>([[1, 2], [3, ES256], [-1, 1], [-2, coordinate(jwk.x)], [-3, coordinate(jwk.y)]]));
  }
}
