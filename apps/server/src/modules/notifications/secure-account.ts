import { RESET_PASSWORD_PATH } from '@portal/contract/spa-paths';
import type { NotMeResponse } from '@portal/contract/notifications';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/database';
import { ApiError } from '../../lib/api-error';
import { MINUTE } from '../../lib/clock';
import { deleteGrants, endProviderSessions, grantsOfAccount, wakeLogoutDelivery } from '../../oidc';
import { accountSummary } from '../accounts';
import { accountSecuredMessage } from '../delivery';
import { isSignInEventOf, recordEvent, type Actor } from '../events';
import { endDeviceTrust } from '../mfa';
import { endAllSessions } from '../sessions';
import { cancelVerifications, completeVerification, openVerification, openVerificationsOf, startVerification } from '../verification';
import { reportAll, reserveReport } from './repo';

/** How long the reset link works (it carries `#reset=`, not `#token=`, the hash login). */
const RESET_TTL_MS = 60 * MINUTE;

/**
 * "This wasn't me": in one transaction, after the caller's reservation (the single-use token, or
 * the notice's conditional update), every session of the account ends, every trusted device
 * loses its trust, every partner app's grant and its tokens go (we cannot tell which app an
 * intruder authorised, so all are revoked and the answer says how many), the provider's sessions
 * end (the apps registered for it get a back-channel logout after commit), the event is recorded
 * and a 'password_reset' verification that asks for a second factor is opened. Its link is
 * e-mailed to the default address after commit, never returned: an intruder holding a session
 * must not get a reset out of it. docs/notifications.md describes it for people.
 */
async function secureAccount(ctx: AppContext, actor: Actor, linkBase: string, reserve: (trx: Db, now: number) => Promise<void>): Promise<NotMeResponse> {
  const now = ctx.clock.now();
  const userId = actor.userId;
  const grants = await grantsOfAccount(ctx.db, userId);
  const done = await ctx.db.transaction().execute(async (trx) => {
    await reserve(trx, now);
    await reportAll(trx, userId, now);
    const sessions = await endAllSessions(trx, userId, now);
    const devices = await endDeviceTrust(trx, actor, now, 'not_me');
    await deleteGrants(trx, grants.map((g) => g.grantId));
    // Every provider session of the account, those no portal session links to (made before the links) too.
    await endProviderSessions(trx, String(userId));
    // Every other "This wasn't me" link of the account is spent: the account is secured already.
    const links = await openVerificationsOf(trx, userId, 'not_me', now);
    await cancelVerifications(trx, links.map((v) => v.id), now);
    const { payload } = await startVerification(trx, now, { purpose: 'password_reset', userId, data: { second_factor: true, reason: 'not_me' }, ttlMs: RESET_TTL_MS, guesses: 1 });
    await recordEvent(trx, actor, 'account_secured', now, { detail: { sessions, devices, apps: grants.length } });
    return { sessions, devices, reset: payload };
  });
  wakeLogoutDelivery();
  const account = await accountSummary(ctx.db, userId);
  if (account?.email) {
    const resetUrl = `${linkBase}${RESET_PASSWORD_PATH}#reset=${done.reset}`;
    await ctx.delivery.send(accountSecuredMessage({ to: account.email, language: account.language, resetUrl, expiresAt: now + RESET_TTL_MS })).catch(() => undefined);
  }
  return { sessions_ended: done.sessions, devices_untrusted: done.devices, apps_revoked: grants.length, reset_sent: !!account?.email };
}

/** POST /api/not-me: the e-mail's link, without a session. Unknown, used and expired tokens are alike. */
export async function secureByLink(ctx: AppContext, token: string, from: Omit<Actor, 'userId' | 'sessionId'>, linkBase: string): Promise<NotMeResponse> {
  const v = await openVerification<{ notification?: number }>(ctx, token, 'not_me', (v) => v.userId !== null, 'notifications.link_expired');
  const actor = { ...from, userId: v.userId as number, sessionId: null };
  return secureAccount(ctx, actor, linkBase, (trx, now) => completeVerification(trx, v, now, 'notifications.link_expired'));
}

/** POST /api/security-events/:id/not-me: the signed-in owner reports a sign-in of the security history. */
export function secureBySignIn(ctx: AppContext, actor: Actor, eventId: number, linkBase: string): Promise<NotMeResponse> {
  return secureAccount(ctx, actor, linkBase, async (trx) => {
    if (!(await isSignInEventOf(trx, actor.userId, eventId))) throw new ApiError('not_found');
  });
}

/** POST /api/notifications/:id/not-me: the signed-in owner reports one of the account's new-device notices. */
export function secureByNotice(ctx: AppContext, actor: Actor, notificationId: number, linkBase: string): Promise<NotMeResponse> {
  return secureAccount(ctx, actor, linkBase, async (trx, now) => {
    if (!(await reserveReport(trx, actor.userId, notificationId, now))) throw new ApiError('not_found');
  });
}
