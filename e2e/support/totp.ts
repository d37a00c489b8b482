import { Secret, TOTP } from 'otpauth';
import { DEMO_TOTP_SECRET } from './demo';

const PERIOD_MS = 30_000;
/** The last time step this test process used per secret: the server accepts each step once. */
const lastStep = new Map<string, number>();

/**
 * An authenticator code the server has not seen yet: the current step's, else the next step's
 * (the server accepts one step of drift), else it waits for the clock to move on.
 */
export async function freshTotpCode(secret = DEMO_TOTP_SECRET): Promise<string> {
  for (;;) {
    const now = Math.floor(Date.now() / PERIOD_MS);
    const step = Math.max(now, (lastStep.get(secret) ?? now - 1) + 1);
    if (step <= now + 1) {
      lastStep.set(secret, step);
      return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: step * PERIOD_MS });
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}
