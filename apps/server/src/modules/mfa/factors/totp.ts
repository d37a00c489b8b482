import { Secret, TOTP } from 'otpauth';
import { TOTP_CODE_LENGTH } from '@portal/contract/rules';
import QRCode from 'qrcode';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30 s steps. */
const PERIOD_S = 30;
/** One step either side of now is accepted, for clocks that drift a little. */
const WINDOW = 1;
const ISSUER = 'Voucher account';

function totpFor(secretBase32: string, label = ''): TOTP {
  return new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: TOTP_CODE_LENGTH, period: PERIOD_S, secret: Secret.fromBase32(secretBase32) });
}

/** A new 160-bit secret (RFC 4226's recommended length), base32 as apps expect it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/**
 * The time step a code belongs to, or null when it matches none within the window. Comparison is
 * constant-time (otpauth uses timingSafeEqual). The caller refuses steps already used.
 */
export function matchTotpStep(secretBase32: string, code: string, now: number): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = TOTP.validate({ token: code, secret: Secret.fromBase32(secretBase32), algorithm: 'SHA1', digits: TOTP_CODE_LENGTH, period: PERIOD_S, timestamp: now, window: WINDOW });
  return delta === null ? null : TOTP.counter({ period: PERIOD_S, timestamp: now }) + delta;
}

/** What the set-up screen shows: the manual key, the otpauth:// URI and its QR code (SVG data URL). */
export async function totpEnrollment(secretBase32: string, accountLabel: string) {
  const uri = totpFor(secretBase32, accountLabel).toString();
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
  return { secret: secretBase32, uri, qr: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}
