import { z } from 'zod/mini';
import { mfaMethodKind } from '@portal/contract/mfa';
import { session, sessionKeys } from '../../lib/storage';

/**
 * The open step-up or set-up challenge between its two screens (the spec's mfaPayload). The payload
 * is opaque: the server keeps the state and checks it belongs to this session.
 */
const storedChallenge = z.object({
  purpose: z.enum(['sudo', 'enroll']),
  payload: z.string(),
  kind: mfaMethodKind,
  target: z.nullable(z.string()),
  resendIn: z.number(),
});
export type StoredChallenge = z.infer<typeof storedChallenge>;

export function saveChallenge(challenge: StoredChallenge): void {
  session.set(sessionKeys.mfaPayload, JSON.stringify(challenge));
}

export function readChallenge(purpose: StoredChallenge['purpose']): StoredChallenge | null {
  const raw = session.get(sessionKeys.mfaPayload);
  if (!raw) return null;
  try {
    const parsed = storedChallenge.safeParse(JSON.parse(raw));
    return parsed.success && parsed.data.purpose === purpose ? parsed.data : null;
  } catch {
    return null;
  }
}

export function clearChallenge(): void {
  session.remove(sessionKeys.mfaPayload);
}
