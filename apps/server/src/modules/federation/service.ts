import { safeLocalPath } from '@portal/contract/redirect';
import { FEDERATION, type FederationNotice } from '@portal/contract/oauth';
import { normalizeEmail } from '@portal/contract/rules';
import * as client from 'openid-client';
import type { AppContext } from '../../app-context';
import { MINUTE } from '../../lib/clock';
import type { UpstreamFlow } from './flow-cookie';
import type { Db } from '../../db/database';
import { findAccountByVerifiedEmail, lockAccount } from '../accounts';
import { hasUnlinked, linkOfUpstream, linkUpstreamAccount } from './repo';
import type { UpstreamProvider } from './upstream';
import { ApiError } from '../../lib/api-error';
import { startSession, type IssuedSession } from '../sessions';

const FLOW_TTL_MS = 10 * MINUTE;

export class FederationError extends Error {
  constructor(readonly notice: FederationNotice, options?: { cause?: unknown }) {
    super(notice, options);
  }
}

/** The upstream authorization URL, with PKCE, state and nonce kept for the callback. */
export async function startUpstreamLogin(ctx: AppContext, upstream: UpstreamProvider, redirect: string | undefined): Promise<{ url: string; flow: UpstreamFlow }> {
  const configuration = await upstream.configuration().catch((cause: unknown) => {
    throw new FederationError('federation.failed', { cause });
  });
  const flow: UpstreamFlow = {
    state: client.randomState(),
    nonce: client.randomNonce(),
    verifier: client.randomPKCECodeVerifier(),
    // Only paths of this site are remembered (no open redirect).
    redirect: safeLocalPath(redirect),
    expiresAt: ctx.clock.now() + FLOW_TTL_MS,
  };
  const url = client.buildAuthorizationUrl(configuration, {
    redirect_uri: `${ctx.config.publicUrl}${FEDERATION.callback}`,
    scope: 'openid email profile',
    code_challenge: await client.calculatePKCECodeChallenge(flow.verifier),
    code_challenge_method: 'S256',
    state: flow.state,
    nonce: flow.nonce,
  });
  return { url: url.href, flow };
}

/**
 * The callback: the code is exchanged and the ID token checked by openid-client; the e-mail comes
 * from userinfo and must be verified. An account linked before signs in by the upstream subject;
 * otherwise the account with that verified e-mail address is linked. There is no sign-up here, and
 * an account whose owner unlinked Microsoft is reached neither way (accountFor).
 */
export async function finishUpstreamLogin(
  ctx: AppContext,
  upstream: UpstreamProvider,
  callbackUrl: URL,
  flow: UpstreamFlow,
  origin: { userAgent: string | null; ip: string },
): Promise<{ session: IssuedSession; redirect: string }> {
  let subject: string;
  let email: string | null;
  try {
    const configuration = await upstream.configuration();
    const tokens = await client.authorizationCodeGrant(configuration, callbackUrl, {
      pkceCodeVerifier: flow.verifier,
      expectedState: flow.state,
      expectedNonce: flow.nonce,
      idTokenExpected: true,
    });
    subject = tokens.claims()?.sub ?? '';
    const userinfo = await client.fetchUserInfo(configuration, tokens.access_token, subject);
    email = typeof userinfo.email === 'string' ? normalizeEmail(userinfo.email) : null;
    if (userinfo.email_verified !== true) email = null;
  } catch (cause) {
    throw new FederationError('federation.failed', { cause });
  }

  const now = ctx.clock.now();
  const upstreamAccount = { issuer: upstream.issuer, subject, email };
  const session = await ctx.db.transaction().execute(async (trx) => {
    const found = await accountFor(trx, upstreamAccount);
    // An unlink of this account may be committing: under the account's lock the answer is final
    // (PostgreSQL; SQLite runs one transaction at a time), so no sign-in outlives its unlinking.
    await lockAccount(trx, found.userId);
    const { userId, link } = await accountFor(trx, upstreamAccount);
    if (userId !== found.userId) throw new FederationError('federation.failed');
    if (link && email) await linkUpstreamAccount(trx, { user_id: userId, issuer: upstream.issuer, subject, email, created_at: now });
    return startSession(trx, ctx.clock, { userId, deviceId: null, ...origin }).catch((error: unknown) => {
      // A closed account (docs/privacy.md) is restored with its password or its e-mail's link, not here.
      if (error instanceof ApiError && error.code === 'account.closed') throw new FederationError('account.closed');
      throw error;
    });
  });
  return { session, redirect: flow.redirect };
}

/**
 * Whom an upstream account signs in as: the account it is linked to; else the account with its
 * verified e-mail address, to be linked now. An upstream account that was unlinked, or an account
 * whose owner unlinked Microsoft, signs in nowhere: unlinking must hold.
 */
async function accountFor(db: Db, upstreamAccount: { issuer: string; subject: string; email: string | null }): Promise<{ userId: number; link: boolean }> {
  const linked = await linkOfUpstream(db, upstreamAccount.issuer, upstreamAccount.subject);
  if (linked?.unlinked) throw new FederationError('federation.unlinked');
  if (linked) return { userId: linked.userId, link: false };
  const userId = upstreamAccount.email ? await findAccountByVerifiedEmail(db, upstreamAccount.email) : null;
  if (userId === null) throw new FederationError('federation.no_account');
  if (await hasUnlinked(db, userId)) throw new FederationError('federation.unlinked');
  return { userId, link: true };
}
