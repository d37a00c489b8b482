import type { MfaSetup, MfaStatus } from '@portal/contract/mfa';
import type { RouteName } from '../../lib/routes/routes';

/**
 * The next screen of the set-up (specification, Force-MFA): customer accounts not yet forced choose
 * on the selection screen; forced accounts add the phone first, then the e-mail address; when
 * nothing is missing any more, the success screen leads back to the platform.
 */
export function nextSetupStep(setup: MfaSetup | null): RouteName {
  if (!setup) return 'setup-mfa-success';
  if (setup.skippable) return 'setup-mfa-selection';
  return setup.missing.includes('sms') ? 'setup-mfa-phone' : 'setup-mfa-email';
}

/**
 * What the set-up screens walk through: the forced or customer set-up the server asks for, else the
 * one a reminder schedule will force, in the forced order (phone, then e-mail address), so that the
 * person who sets it up early leaves the schedule. `early`: nothing is mandatory yet, it may wait.
 */
export function setupToDo(status: Pick<MfaStatus, 'setup' | 'reminder'>): { setup: MfaSetup; early: boolean } | null {
  if (status.setup) return { setup: status.setup, early: false };
  const { reminder } = status;
  return reminder ? { setup: { audience: reminder.audience, skippable: false, missing: reminder.missing }, early: true } : null;
}

type SetupToDo = ReturnType<typeof setupToDo>;

/** A set-up screen's place in its flow, for the line above its title ("Step 2 of 3"). */
export interface SetupProgress {
  step: number;
  total: number;
}

/** The screens that count as steps: the forced set-up's, then the authenticator set-up's. */
const forcedSteps = ['intro', 'sms', 'email'] as const;
const authenticatorSteps = ['authenticator', 'recoveryKeys'] as const;
export type SetupScreen = (typeof forcedSteps)[number] | (typeof authenticatorSteps)[number];

/**
 * Where a screen stands. The forced set-up (and the same one done early from a reminder) always walks
 * the intro, the phone, then the e-mail address: a method the account already had counts as a step
 * done, so the numbers never change under the person's feet. The authenticator set-up is the app,
 * then its recovery keys, wherever it started. A customer's free choice has no fixed length: no line.
 */
export function setupProgress(screen: SetupScreen, todo: SetupToDo): SetupProgress | null {
  if (screen === 'authenticator' || screen === 'recoveryKeys') return { step: authenticatorSteps.indexOf(screen) + 1, total: authenticatorSteps.length };
  if (!todo || todo.setup.skippable) return null;
  return { step: forcedSteps.indexOf(screen) + 1, total: forcedSteps.length };
}

/**
 * The way out of a set-up screen: a set-up the server forces (not skippable, not early) has no way
 * back into the account, only signing out; any other goes back where the person came from.
 */
export function setupWayOut(todo: SetupToDo): 'signOut' | 'cancel' {
  return todo && !todo.early && !todo.setup.skippable ? 'signOut' : 'cancel';
}
