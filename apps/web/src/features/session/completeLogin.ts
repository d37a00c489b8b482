import type { QueryClient } from '@tanstack/react-query';
import { clientParamsFromTarget, isPartnerClient } from '@portal/contract/platforms';
import { session, sessionKeys } from '../../lib/storage';
import type { FuzzionOffer } from '@portal/contract/fuzzion';
import { afterLoginTarget, duplicatedPath } from '../../lib/routes/paths';
import { userQuery } from './userQuery';
import { mfaStatusQuery } from './mfaStatusQuery';
import { redirectScope } from '../../config/redirect-scope';

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
  session.set(sessionKeys.justLogged, 'true');
  if (isPartnerClient(clientParamsFromTarget(redirect).clientId)) session.set(sessionKeys.partnerLogin, 'true');
  else session.remove(sessionKeys.partnerLogin);
  if (status?.setup) session.set(sessionKeys.mfaForced, 'true');
  else session.remove(sessionKeys.mfaForced);
  session.remove(sessionKeys.loginPayload);
  // The username is another account's too: the merge offer comes first (specification section 4).
  if (offer?.fuzzion && offer.fuzzion_payload) {
    session.set(sessionKeys.fuzzionPayload, offer.fuzzion_payload);
    return duplicatedPath({ redirect });
  }
  return afterLoginTarget(redirect, redirectScope(), !!session.get(sessionKeys.mfaForced));
}
