import { NOT_ME_PATH } from '@portal/contract/spa-paths';
import { NOT_ME_HASH_KEY, NOT_ME_TTL_DAYS } from '@portal/contract/notifications';
import type { AppContext } from '../../app-context';
import { DAY } from '../../lib/clock';
import { emailNotice, storeNotice } from '../notifications';
import { isNewDeviceSession, type IssuedSession } from '../sessions';
import { startVerification } from '../verification';

/**
 * After a sign-in committed: when the account has never signed in from this device before, a
 * 'new_device' notice is stored and e-mailed with a "This wasn't me" link. The link carries a
 * single-use 'not_me' verification (7 days) of the notice, on the site signed in to (`linkBase`);
 * modules/notifications consumes it.
 * The sign-in itself is done, so a failure here must not turn its answer into an error.
 */
export async function noticeNewDevice(ctx: AppContext, session: IssuedSession, linkBase: string): Promise<void> {
  if (!(await isNewDeviceSession(ctx.db, session))) return;
  const { userId, userAgent, ip } = session.origin;
  const origin = { sessionId: session.sessionId, userAgent, ip };
  const notification = await storeNotice(ctx, userId, 'new_device', origin);
  const { payload } = await startVerification(ctx.db, ctx.clock.now(), {
    purpose: 'not_me',
    userId,
    data: { notification },
    ttlMs: NOT_ME_TTL_DAYS * DAY,
    guesses: 1,
  });
  await emailNotice(ctx, userId, 'new_device', { origin, notMeUrl: `${linkBase}${NOT_ME_PATH}#${NOT_ME_HASH_KEY}=${payload}` });
}
