import { mfaChallengeResponse, type MfaChallenge } from '@portal/contract/auth';
import { session, sessionKeys } from '../../lib/storage';

export type LoginAttempt = MfaChallenge['mfa'];

/** The login attempt of a 401 answer, kept for the methods and code screens. */
export function saveLoginAttempt(attempt: LoginAttempt): void {
  session.set(sessionKeys.loginPayload, JSON.stringify(attempt));
}

/** The stored attempt, or null when there is none (or the slot holds a hash-login payload). */
export function readLoginAttempt(): LoginAttempt | null {
  const raw = session.get(sessionKeys.loginPayload);
  if (!raw) return null;
  try {
    const parsed = mfaChallengeResponse.shape.mfa.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
