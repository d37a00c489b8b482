import { COSEALG } from '@simplewebauthn/server/helpers';

/**
 * Signature algorithms offered and accepted, most preferred first: ES256 (every platform
 * authenticator), EdDSA (some security keys), RS256 (Windows Hello on older systems). Fixed here
 * rather than left to the library's default, which grows with the runtime's abilities.
 */
export const SUPPORTED_ALGORITHMS = [COSEALG.ES256, COSEALG.EdDSA, COSEALG.RS256];
