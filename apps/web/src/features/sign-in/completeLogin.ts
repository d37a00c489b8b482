import type { QueryClient } from '@tanstack/react-query';
import { clientParamsFromTarget, isPartnerClient } from '@portal/contract/platforms';
import type { FuzzionOffer } from '@portal/contract/fuzzion';
import { afterLoginTarget, duplicatedPath } from '../../lib/routes/paths';
import { forcedSetup, mfaStatusQuery, userQuery } from '../session';
import { mergeOffer } from '../merge';
import { loginAttempt, markSignedIn } from './flowState';
import { redirectScope } from '../../config/redirect-scope';

/** The sign-in's final answer offers to merge with another account that has the same login name. */
export function offersMerge(offer: FuzzionOffer | undefined): offer is FuzzionOffer & { fuzzion_payload: string } {
  return !!offer?.fuzzion && !!offer.fuzzion_payload;
}

/**
 * After the password (and the code, when asked): load the profile, set the fresh-login and
 * partner-login flags, raise the forced-MFA flag when the server says set-up is due, drop the
 * finished attempt, and answer where to go next. `offer`: the final answer's merge offer, if any.
 */
export async function completeLogin(queryClient: QueryClient, redirect: string | null, offer?: FuzzionOffer): Promise<string> {
  const [, status] = await Promise.all([
    queryClient.fetchQuery({ ...userQuery, staleTime: 0 }),
    queryClient.fetchQuery(mfaStatusQuery).catch(() => null),
  ]);
  markSignedIn(isPartnerClient(clientParamsFromTarget(redirect).clientId));
  forcedSetup.mark(status?.setup ?? null);
  loginAttempt.forget();
  // The username is another account's too: the merge offer comes first (specification section 4).
  if (offersMerge(offer)) {
    mergeOffer.save(offer.fuzzion_payload);
    return duplicatedPath({ redirect });
  }
  return afterLoginTarget(redirect, redirectScope(), forcedSetup.isDue());
}
