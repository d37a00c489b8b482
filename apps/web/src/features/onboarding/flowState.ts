import { onboardingOutcomes, type OnboardingOutcome } from '@portal/contract/onboarding';
import { session, sessionKeys } from '../../lib/storage';
import { codeChallenge, type OnboardingCheck } from '../mfa';

/**
 * What the tab keeps of an onboarding: only the token (the state lives on the server and is read
 * back after a reload), an existing card's token until the dashboard spends it, and the outcome.
 */
export const onboardingToken = {
  read: () => session.get(sessionKeys.onboarding),
  save: (token: string) => session.set(sessionKeys.onboarding, token),
  forget: () => session.remove(sessionKeys.onboarding),
};

export const existingCardToken = {
  save: (token: string) => session.set(sessionKeys.onboardingCard, token),
};

/**
 * The token of an "add an existing card" start, kept over the sign-in for the dashboard's
 * activation modal; taken once (the modal spends it), so a reload does not open the modal again.
 */
export function takeExistingCardToken(): string | null {
  const token = session.get(sessionKeys.onboardingCard);
  session.remove(sessionKeys.onboardingCard);
  return token;
}

export const onboardingOutcome = {
  read: (): OnboardingOutcome | null => {
    const value = session.get(sessionKeys.onboardingOutcome);
    return onboardingOutcomes.find((outcome) => outcome === value) ?? null;
  },
  save: (outcome: OnboardingOutcome) => session.set(sessionKeys.onboardingOutcome, outcome),
};

/** The code an address check sent, kept by the one home of the spec's mfaPayload (mfa's codeChallenge). */
export const onboardingChallenge = {
  read: (kind: OnboardingCheck['kind'], target: string) => codeChallenge.readOnboarding(kind, target),
  save: (code: Omit<OnboardingCheck, 'purpose'>) => codeChallenge.save({ purpose: 'onboarding', ...code }),
  forget: () => codeChallenge.clear(),
};
