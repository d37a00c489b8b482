import { z } from 'zod/mini';
import { onboardingOutcomes, type OnboardingOutcome } from '@portal/contract/onboarding';
import { session, sessionKeys } from '../../lib/storage';

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

/**
 * The code sent by the handshake of the confirmation screen (the spec's mfaPayload): to which
 * channel and address, so that a reload of the screen does not send another code.
 */
const sentCode = z.object({ purpose: z.literal('onboarding'), kind: z.enum(['email', 'sms']), target: z.string(), resendIn: z.number() });
export type SentCode = z.infer<typeof sentCode>;

export const onboardingChallenge = {
  read: (kind: SentCode['kind'], target: string): SentCode | null => {
    try {
      const parsed = sentCode.safeParse(JSON.parse(session.get(sessionKeys.mfaPayload) ?? 'null'));
      return parsed.success && parsed.data.kind === kind && parsed.data.target === target ? parsed.data : null;
    } catch {
      return null;
    }
  },
  save: (code: Omit<SentCode, 'purpose'>) => session.set(sessionKeys.mfaPayload, JSON.stringify({ purpose: 'onboarding', ...code })),
  forget: () => session.remove(sessionKeys.mfaPayload),
};
