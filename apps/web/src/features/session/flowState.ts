import { session, sessionKeys } from '../../lib/storage';

/**
 * The session's forced second-factor set-up (the spec's session key mfa_forced): raised at sign-in
 * when the server says a set-up is due, dropped when it is done or skipped. Only a hint for the
 * guard; GET /api/mfa/status decides.
 */
export const forcedSetup = {
  isDue: (): boolean => !!session.get(sessionKeys.mfaForced),
  mark: (due: boolean): void => (due ? session.set(sessionKeys.mfaForced, 'true') : session.remove(sessionKeys.mfaForced)),
  clear: (): void => session.remove(sessionKeys.mfaForced),
};
