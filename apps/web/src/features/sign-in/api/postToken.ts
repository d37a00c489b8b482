import { loginRequest, mfaChallengeResponse, tokenResponse, weakPasswordResponse, type LoginRequest, type MfaChallenge } from '@portal/contract/auth';
import type { FuzzionOffer } from '@portal/contract/fuzzion';
import { errorBodySchema } from '@portal/contract/errors';
import { API } from '@portal/contract/http';
import { apiRequest } from '../../../lib/api/client';
import { ApiError, isApiError } from '../../../lib/api/ApiError';

export type LoginOutcome =
  | { kind: 'signed-in'; offer: FuzzionOffer }
  | { kind: 'mfa'; challenge: MfaChallenge['mfa'] }
  | { kind: 'weak'; reset: string }
  | { kind: 'closed'; restore: string; eraseAt: number };

/**
 * POST /api/token. Two of its non-OK answers are steps of the flow, not failures: 401 with MFA
 * details (a second factor follows) and 403 weak (no second factor was due: the password must be replaced
 * now, with the permission it carries). Others throw.
 */
export async function postToken(credentials: LoginRequest): Promise<LoginOutcome> {
  try {
    const answer = await apiRequest(API.token, { method: 'POST', body: loginRequest.parse(credentials), schema: tokenResponse });
    return { kind: 'signed-in', offer: { fuzzion: answer.fuzzion, fuzzion_payload: answer.fuzzion_payload } };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      const challenge = mfaChallengeResponse.safeParse(error.body);
      if (challenge.success) return { kind: 'mfa', challenge: challenge.data.mfa };
    }
    // The right password of a closed account: the offer to restore it (account-deletion's RestoreOffer).
    if (isApiError(error, 'account.closed')) {
      const offer = errorBodySchema.safeParse(error.body);
      if (offer.success && offer.data.restore && offer.data.erase_at) return { kind: 'closed', restore: offer.data.restore, eraseAt: offer.data.erase_at };
    }
    if (isApiError(error, 'auth.weak_password')) {
      const weak = weakPasswordResponse.safeParse(error.body);
      if (weak.success) return { kind: 'weak', reset: weak.data.reset };
    }
    throw error;
  }
}
