import { z } from 'zod/mini';
import { mfaMethodKind } from '@portal/contract/mfa';
import { parsedJson, session, sessionKeys } from '../../lib/storage';

/**
 * The open code challenge between the screen that asked for a code and the screen that takes it
 * (the spec's session key mfaPayload): a step-up check (sudo), a method being set up (enroll), or
 * an onboarding's address check. The payload is opaque: the server keeps the state and checks it
 * belongs to this session. An onboarding's check has none; it keeps which code went where, so a
 * reload of its screen does not send another.
 */
const serverChallenge = z.object({
  purpose: z.enum(['sudo', 'enroll']),
  payload: z.string(),
  kind: mfaMethodKind,
  target: z.nullable(z.string()),
  resendIn: z.number(),
});
const onboardingCheck = z.object({ purpose: z.literal('onboarding'), kind: z.enum(['email', 'sms']), target: z.string(), resendIn: z.number() });
const storedChallenge = z.discriminatedUnion('purpose', [serverChallenge, onboardingCheck]);

export type StoredChallenge = z.infer<typeof serverChallenge>;
export type OnboardingCheck = z.infer<typeof onboardingCheck>;
type Stored = z.infer<typeof storedChallenge>;

function read(): Stored | null {
  return parsedJson(session.get(sessionKeys.mfaPayload), storedChallenge);
}

export const codeChallenge = {
  save: (challenge: Stored): void => session.set(sessionKeys.mfaPayload, JSON.stringify(challenge)),
  /** The open challenge of this purpose, or null. */
  read(purpose: StoredChallenge['purpose']): StoredChallenge | null {
    const stored = read();
    return stored && stored.purpose === purpose ? stored : null;
  },
  /** The onboarding's code sent to this address, or null. */
  readOnboarding(kind: OnboardingCheck['kind'], target: string): OnboardingCheck | null {
    const stored = read();
    return stored?.purpose === 'onboarding' && stored.kind === kind && stored.target === target ? stored : null;
  },
  clear: (): void => session.remove(sessionKeys.mfaPayload),
};
