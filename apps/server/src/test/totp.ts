import { Secret, TOTP } from 'otpauth';
import { DEMO_TOTP_SECRET } from '../demo/accounts';

/** The 6-digit authenticator code of a secret at a moment (the test clock's, usually). */
export function totpCode(timestamp: number, secret = DEMO_TOTP_SECRET): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp });
}
