import { safeLocalPath } from '@portal/contract/redirect';
import { FEDERATION, type FederationNotice } from '@portal/contract/oauth';
import { normalizeEmail } from '@portal/contract/rules';
import * as client from 'openid-client';
import type { AppContext } from '../../app-context';
import { MINUTE } from '../../lib/clock';
import type { UpstreamFlow } from './flow-cookie';
import { findAccountByVerifiedEmail } from '../accounts';
import { findLinkedUser, linkUpstreamAccount } from './repo';
import type { UpstreamProvider } from './upstream';
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
 * otherwise the account with that verified e-mail address is linked. There is no sign-up here.
 */
export async function finishUpstreamLogin(
  ctx: AppContext,
  upstream: UpstreamProvider,
  callbackUrl: URL,
  flow: UpstreamFlow,
  origin: { userAgent: string | null; ip: string },
): Promise<{ session: IssuedSession; redirect: string }> {
  let subject: string;
  let email: string | undefined;
  let emailVerified: boolean;
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
    email = typeof userinfo.email === 'string' ? userinfo.email : undefined;
    emailVerified = userinfo.email_verified === true;
  } catch (cause) {
    throw new FederationError('federation.failed', { cause });
  }

  const linked = await findLinkedUser(ctx.db, upstream.issuer, subject);
  const userId = linked ?? (email && emailVerified ? await findAccountByVerifiedEmail(ctx.db, normalizeEmail(email)) : null);
  if (userId === null) throw new FederationError('federation.no_account');
  const now = ctx.clock.now();
  const session = await ctx.db.transaction().execute(async (trx) => {
    if (linked === null && email) await linkUpstreamAccount(trx, { user_id: userId, issuer: upstream.issuer, subject, email: normalizeEmail(email), created_at: now });
    return startSession(trx, ctx.clock, { userId, deviceId: null, ...origin });
  });
  return { session, redirect: flow.redirect };
}
