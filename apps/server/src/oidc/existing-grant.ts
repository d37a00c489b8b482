import { isPartnerClient } from '@portal/contract/platforms';
import type { KoaContextWithOIDC } from 'oidc-provider';
import type { Db } from '../db/database';
import { liveGrants } from './grants';

/**
 * The person's consent to this client: the grant the interaction just produced, else the one
 * stored for the account and client (one per pair, whatever the provider session). First-party
 * clients (2 and 51) get their grant extended to what they ask without a consent screen.
 */
export function existingGrantLoader(db: Db) {
  return async function loadExistingGrant(ctx: KoaContextWithOIDC) {
    const { provider, client, session, result } = ctx.oidc;
    const accountId = session?.accountId;
    if (!client || !accountId) return undefined;
    const grantId = (result?.consent as { grantId?: string } | undefined)?.grantId ?? (await liveGrants(db, accountId, client.clientId))[0]?.grantId;
    let grant = grantId ? await provider.Grant.find(grantId) : undefined;
    if (grant && (grant.accountId !== accountId || grant.clientId !== client.clientId)) grant = undefined;
    if (isPartnerClient(client.clientId)) return grant;

    grant ??= new provider.Grant({ accountId, clientId: client.clientId });
    grant.addOIDCScope([...ctx.oidc.requestParamOIDCScopes].join(' '));
    grant.addOIDCClaims([...ctx.oidc.requestParamClaims]);
    await grant.save();
    return grant;
  };
}
