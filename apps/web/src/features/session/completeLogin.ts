import type { QueryClient } from '@tanstack/react-query';
import { isOAuthPath } from '@portal/contract/oauth';
import { clientParamsFromTarget, forcedMfaApplies, isPartnerClient } from '@portal/contract/platforms';
import { session, sessionKeys } from '../../lib/storage';
import { resolveTarget, setupMfaPath } from '../../app/paths';
import { userQuery } from './userQuery';

/**
 * After the password (and the code, when asked): load the profile, set the fresh-login and
 * partner-login flags, drop the finished attempt, and answer where to go next.
 */
export async function completeLogin(queryClient: QueryClient, redirect: string | null): Promise<string> {
  await queryClient.fetchQuery({ ...userQuery, staleTime: 0 });
  session.set(sessionKeys.justLogged, 'true');
  const { clientId } = clientParamsFromTarget(redirect);
  if (isPartnerClient(clientId)) session.set(sessionKeys.partnerLogin, 'true');
  else session.remove(sessionKeys.partnerLogin);
  session.remove(sessionKeys.loginPayload);
  const target = resolveTarget(redirect, window.location);
  // The guard never sees a provider address, so forced MFA (no client, 2 or 51) is applied here.
  if (isOAuthPath(target) && session.get(sessionKeys.mfaForced) && forcedMfaApplies(clientId)) return setupMfaPath(redirect);
  return target;
}
