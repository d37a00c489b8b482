import { TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { matchTotpStep, newTotpSecret, totpEnrollment } from './totp';

const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

describe('TOTP (RFC 6238)', () => {
  // RFC 6238 appendix B: the SHA-1 secret "12345678901234567890" at T=59 s gives 94287082 (8 digits),
  // whose last 6 digits are 287082.
  it('matches the RFC 6238 test vector', () => {
    const rfcSecret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
    expect(matchTotpStep(rfcSecret, '287082', 59_000)).toBe(1);
  });

  it('accepts one step either side, and nothing further', () => {
    const now = 1_700_000_000_000;
    const step = Math.floor(now / 30_000);
    const at = (s: number) => new TOTP({ secret, digits: 6, period: 30 }).generate({ timestamp: s * 30_000 });
    expect(matchTotpStep(secret, at(step), now)).toBe(step);
    expect(matchTotpStep(secret, at(step - 1), now)).toBe(step - 1);
    expect(matchTotpStep(secret, at(step + 1), now)).toBe(step + 1);
    expect(matchTotpStep(secret, at(step - 2), now)).toBeNull();
    expect(matchTotpStep(secret, at(step + 2), now)).toBeNull();
  });

  it('refuses anything but 6 digits', () => {
    expect(matchTotpStep(secret, '12345', 0)).toBeNull();
    expect(matchTotpStep(secret, 'abcdef', 0)).toBeNull();
  });

  it('makes 160-bit secrets and a QR code of the otpauth URI', async () => {
    const fresh = newTotpSecret();
    expect(fresh).toMatch(/^[A-Z2-7]{32}$/);
    const enrollment = await totpEnrollment(fresh, 'jan@example.com');
    expect(enrollment.uri).toMatch(/^otpauth:\/\/totp\/Voucher%20account:jan%40example\.com\?/);
    expect(enrollment.uri).toContain(`secret=${fresh}`);
    expect(enrollment.qr).toMatch(/^data:image\/svg\+xml;base64,/);
  });
});
