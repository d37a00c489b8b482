import { Secret, TOTP } from 'otpauth';
import { DEMO_TOTP_SECRET } from './demo';

const PERIOD_MS = 30_000;
/**
 * The last time step this test process used, per account and secret: the server accepts each step
 * once per authenticator, and several demo accounts share one secret.
 */
const lastStep = new Map<string, number>();

/**
 * An authenticator code the server has not seen yet: the current step's, else the next step's
 * (the server accepts one step of drift), else it waits for the clock to move on: up to 30 s, which
 * a test that spends more than two codes of one account must allow for.
 */
export async function freshTotpCode(account: string, secret = DEMO_TOTP_SECRET): Promise<string> {
  const key = `${account} ${secret}`;
  for (;;) {
    const now = Math.floor(Date.now() / PERIOD_MS);
    const step = Math.max(now, (lastStep.get(key) ?? now - 1) + 1);
    if (step <= now + 1) {
      lastStep.set(key, step);
      return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: step * PERIOD_MS });
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}
