import type { AuthorizeQuery, AuthorizeResponse, Authorisations } from '@portal/contract/oauth';
import { OAUTH } from '@portal/contract/oauth';
import { isPartnerClient } from '@portal/contract/platforms';
import { safeLocalPath } from '@portal/contract/redirect';
import { isScopeKey, parseScopes, type ScopeKey } from '@portal/contract/scopes';
import type { Variant } from '@portal/contract/variants';
import type { Interaction } from 'oidc-provider';
import type { Db } from '../../db/database';
import { ApiError } from '../../lib/api-error';
import { deleteGrants, grantsOfAccount, liveGrants, type OidcContext } from '../../oidc';
import { recordEvent, type Actor } from '../events';
import { clientNames } from '../clients';

interface ConsentDetails {
  missingOIDCScope?: string[];
  missingOIDCClaims?: string[];
  missingResourceScopes?: Record<string, string[]>;
}

/** Where the browser resumes the authorization: a path on this site, whatever its host. */
const resumePath = (interaction: Interaction) => {
  const url = new URL(interaction.returnTo);
  return safeLocalPath(url.pathname + url.search);
};

/** The interaction's authorization request as the app sent it: a new one, for another account. */
const restartPath = (interaction: Interaction) => {
  const params = Object.entries(interaction.params).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return safeLocalPath(`${OAUTH.authorization}?${new URLSearchParams(params)}`);
};

/** The consent interaction of this account, or the expired error: no hint whose it is. */
async function consentInteraction(ctx: OidcContext, variant: Variant, uid: string, userId: number): Promise<Interaction> {
  const interaction = await ctx.oidc.provider(variant).Interaction.find(uid);
  if (!interaction || interaction.prompt.name !== 'consent' || interaction.session?.accountId !== String(userId)) {
    throw new ApiError('oauth.interaction_expired');
  }
  return interaction;
}

async function clientSummary(ctx: OidcContext, variant: Variant, clientId: unknown) {
  const client = typeof clientId === 'string' ? await ctx.oidc.provider(variant).Client.find(clientId) : undefined;
  if (!client) throw new ApiError('oauth.invalid_client');
  return { client, summary: { client_id: client.clientId, name: client.clientName ?? client.clientId } };
}

/** GET /api/authorize?interaction=...: what the app asks for, for the /approve screen. */
async function describeInteraction(ctx: OidcContext, variant: Variant, query: AuthorizeQuery & { interaction: string }, userId: number): Promise<AuthorizeResponse> {
  const interaction = await consentInteraction(ctx, variant, query.interaction, userId);
  const params = interaction.params as Record<string, unknown>;
  // The spec's client_id, redirect_uri and response_type, when given, must be the interaction's.
  for (const key of ['client_id', 'redirect_uri', 'response_type'] as const) {
    if (query[key] !== undefined && query[key] !== params[key]) throw new ApiError('oauth.invalid_client');
  }
  const { summary } = await clientSummary(ctx, variant, params.client_id);
  return {
    approvalType: 'scopes',
    target: resumePath(interaction),
    client: summary,
    scopes: parseScopes(params.scope as string | undefined),
    restart: restartPath(interaction),
  };
}

/**
 * GET /api/authorize?client_id=...&redirect_uri=...&response_type=code: checks an authorization
 * request before the browser goes there (the /partner screen). `scopes` when the account has not
 * yet approved everything it asks; the target is the authorization endpoint with the same query.
 */
async function describeRequest(ctx: OidcContext, variant: Variant, query: AuthorizeQuery, userId: number): Promise<AuthorizeResponse> {
  const { client, summary } = await clientSummary(ctx, variant, query.client_id);
  if (!query.redirect_uri || !client.redirectUriAllowed(query.redirect_uri)) throw new ApiError('oauth.invalid_client');
  const scopes = parseScopes(query.scope);
  const granted = new Set((await liveGrants(ctx.db, String(userId), client.clientId)).flatMap((g) => g.scope.split(' ')));
  const covered = scopes.every((scope) => granted.has(scope));
  const target = safeLocalPath(`${OAUTH.authorization}?${new URLSearchParams(Object.entries(query).filter(([, v]) => typeof v === 'string') as [string, string][])}`);
  return { approvalType: isPartnerClient(client.clientId) && !covered ? 'scopes' : 'none', target, client: summary, scopes };
}

/** `variant`: the host's, whose issuer holds the interaction and knows the client. */
export function describeAuthorization(ctx: OidcContext, variant: Variant, query: AuthorizeQuery, userId: number): Promise<AuthorizeResponse> {
  const { interaction } = query;
  return interaction !== undefined ? describeInteraction(ctx, variant, { ...query, interaction }, userId) : describeRequest(ctx, variant, query, userId);
}

/**
 * PUT or POST /api/authorize: records the decision on the interaction, as oidc-provider's
 * interactionResult does. Approval extends the account's one grant for the client with what the
 * app asked; refusal becomes access_denied. The browser then loads `target`, where the provider
 * finishes and redirects to the app.
 */
export async function decideAuthorization(ctx: OidcContext, variant: Variant, input: { interaction: string; approve: boolean }, actor: Actor): Promise<{ target: string }> {
  const { userId } = actor;
  const provider = ctx.oidc.provider(variant);
  const interaction = await consentInteraction(ctx, variant, input.interaction, userId);
  if (!input.approve) {
    interaction.result = { error: 'access_denied', error_description: 'The person refused access.' };
  } else {
    const accountId = String(userId);
    const clientId = String(interaction.params.client_id);
    const [existing] = await liveGrants(ctx.db, accountId, clientId);
    const grant = (existing && (await provider.Grant.find(existing.grantId))) || new provider.Grant({ accountId, clientId });
    const details = interaction.prompt.details as ConsentDetails;
    if (details.missingOIDCScope) grant.addOIDCScope(details.missingOIDCScope.join(' '));
    if (details.missingOIDCClaims) grant.addOIDCClaims(details.missingOIDCClaims);
    for (const [indicator, scopes] of Object.entries(details.missingResourceScopes ?? {})) grant.addResourceScope(indicator, scopes.join(' '));
    interaction.result = { ...interaction.lastSubmission, consent: { grantId: await grant.save() } };
    // The grant is the provider's write (its adapter); the record follows it.
    await recordEvent(ctx.db, actor, 'consent_granted', ctx.clock.now(), { detail: { client_id: clientId } });
  }
  await interaction.save(interaction.exp - Math.floor(Date.now() / 1000));
  return { target: resumePath(interaction) };
}

/** GET /api/tokens: the partner apps this account has authorised, keyed by client id. */
export async function listAuthorisations(ctx: Pick<OidcContext, 'db'>, userId: number): Promise<Authorisations> {
  const grants = (await grantsOfAccount(ctx.db, userId)).filter((g) => isPartnerClient(g.clientId));
  const names = await clientNames(ctx.db, [...new Set(grants.map((g) => g.clientId))]);
  const result: Authorisations = {};
  for (const grant of grants) {
    const name = names.get(grant.clientId);
    if (name === undefined) continue;
    const entry = (result[grant.clientId] ??= { client_id: grant.clientId, name, scopes: [] });
    const scopes = new Set<ScopeKey>([...entry.scopes, ...grant.scope.split(' ').filter(isScopeKey)]);
    entry.scopes = parseScopes([...scopes].join(' '));
  }
  return result;
}

/** DELETE /api/token/{client_id}: the app's grant and every token issued under it. */
export async function revokeAuthorisation(ctx: Pick<OidcContext, 'db' | 'clock'>, actor: Actor, clientId: string): Promise<void> {
  await revokeClientOf(ctx, actor.userId, clientId, (trx, now) => recordEvent(trx, actor, 'consent_revoked', now, { detail: { client_id: clientId } }));
}

/**
 * Revokes a partner app of the account (the person's own revoke, or the support desk's): its grants
 * and every code and token issued under them, with `record` in the same transaction. The grants are
 * deleted conditionally: of racing revocations one records it, the others get 404 not_found, as
 * does an app the account never authorised.
 */
export async function revokeClientOf(ctx: Pick<OidcContext, 'db' | 'clock'>, userId: number, clientId: string, record: (trx: Db, now: number) => Promise<void>): Promise<void> {
  const grants = await grantsOfAccount(ctx.db, userId, clientId);
  if (grants.length === 0) throw new ApiError('not_found');
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    if ((await deleteGrants(trx, grants.map((g) => g.grantId))) === 0) throw new ApiError('not_found');
    await record(trx, now);
  });
}
