/** The mfa module as the rest of the server uses it; everything else in this folder is private. */
export { checkFactor } from './factors/check';
export { recordFactorFailure, type FactorForm } from './factors/failure';
export { forcedSetupDue } from './forced-setup';
export { setupNeeded } from './setup-status';
export { recoveryKeysOf, recoveryKeysOfUserRow } from './repo';
export { grantStepUp, spendStepUp } from './step-up';
/** A step-up by passkey (modules/passkeys): its challenge is opened here, proven there. */
export { confirmStepUpWith, openStepUpOf } from './sudo-service';
export { setTrustCookie, trustTokenFor, trustTokenOf } from './trusted-devices/cookie';
export { endDeviceTrust, isTrustedDevice, trustDevice } from './trusted-devices/service';
export { requireStepUp } from './step-up';
export { addInitialMethods } from './initial-methods';
export type { InitialMethod } from './initial-methods';
export { deletePasskeyMethod, findMethod, insertPasskeyMethod, loginMethods, passkeyMethodOf, replaceSupportMethod, signInMethods } from './repo';
/** Account merging (modules/merge): the other account's methods, recovery keys, trusted devices. */
export { dropStepUpGrants, moveMfaMethods, moveRecoveryKeys, moveTrustedDevices } from './merge-repo';
/** The reminder schedule before forced MFA: the banner's data, the sweep of every process, the operator's commands. */
export { reminderFrom } from './reminders/schedule';
export { scheduleOf as reminderScheduleOf } from './reminders/repo';
export { reminderSweeps, type ReminderSweeps } from './reminders/timer';
export { ReminderInputError, reminderStatus, startReminders, stopReminders, type Selection, type StartOutcome } from './reminders/operator';
