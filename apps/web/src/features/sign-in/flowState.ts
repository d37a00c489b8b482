import { mfaChallengeResponse, type MfaChallenge } from '@portal/contract/auth';
import { parsedJson, session, sessionKeys } from '../../lib/storage';

/**
 * What this tab keeps of a sign-in between its screens (specification section 3), behind the
 * spec's session keys: the login attempt or the origin app's payload (loginPayload), the origin
 * app's open_app flag, the fresh-login flags (just_logged, partner_login), and the single-use
 * permission to replace a weak password (kept out of the URL, where history and logs keep it).
 */
export type LoginAttempt = MfaChallenge['mfa'];

export const loginAttempt = {
  /** The login attempt of a 401 answer, kept for the methods and code screens. */
  save: (attempt: LoginAttempt): void => session.set(sessionKeys.loginPayload, JSON.stringify(attempt)),
  /** The stored attempt, or null when there is none (or the slot holds a hash login's payload). */
  read(): LoginAttempt | null {
    return parsedJson(session.get(sessionKeys.loginPayload), mfaChallengeResponse.shape.mfa);
  },
  forget: (): void => session.remove(sessionKeys.loginPayload),
};

/** A hand-over's origin app: its payload and whether the app asked to be opened again. */
export function keepOriginApp(payload: string | null, isOriginApp: boolean): void {
  if (payload) session.set(sessionKeys.loginPayload, payload);
  if (isOriginApp) session.set(sessionKeys.openApp, 'true');
  else session.remove(sessionKeys.openApp);
}

/** The flags of a finished sign-in: fresh, and whether a partner app asked for it. */
export function markSignedIn(partner: boolean): void {
  session.set(sessionKeys.justLogged, 'true');
  if (partner) session.set(sessionKeys.partnerLogin, 'true');
  else session.remove(sessionKeys.partnerLogin);
}

export const weakPasswordPermission = {
  save: (reset: string): void => session.set(sessionKeys.passwordReset, reset),
  read: (): string | null => session.get(sessionKeys.passwordReset),
  forget: (): void => session.remove(sessionKeys.passwordReset),
};
