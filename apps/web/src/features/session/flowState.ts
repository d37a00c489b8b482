import { session, sessionKeys } from '../../lib/storage';

/**
 * The session's forced second-factor set-up (the spec's session key mfa_forced): raised at sign-in
 * when the server says a set-up is due, dropped when it is done or skipped. Only a hint for the
 * guard; GET /api/mfa/status decides.
 */
const SKIPPABLE = 'skippable';

export const forcedSetup = {
  isDue: (): boolean => !!session.get(sessionKeys.mfaForced),
  /** The person may skip it (a client-area account not yet forced): leaving it is no reason to sign out. */
  isSkippable: (): boolean => session.get(sessionKeys.mfaForced) === SKIPPABLE,
  mark: (setup: { skippable: boolean } | null): void => (setup ? session.set(sessionKeys.mfaForced, setup.skippable ? SKIPPABLE : 'true') : session.remove(sessionKeys.mfaForced)),
  clear: (): void => session.remove(sessionKeys.mfaForced),
};
