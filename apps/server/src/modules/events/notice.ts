import type { AppContext } from '../../app-context';
import type { SecurityNoticeKind } from '../delivery';
import { emailNotice, storeNotice } from '../notifications';

/**
 * Tells the account's owner about a change to how it is protected (or a replayed authenticator
 * code): stored for /user/notifications and e-mailed to the default address. Call it after the
 * change's transaction committed, next to where the event is recorded: a notice about a change
 * that rolled back would be a lie.
 */
/**
 * `to` overrides the recipient of the e-mail: the address that was the default before the change
 * (a switched primary e-mail is told at its old address).
 */
export async function sendSecurityNotice(ctx: AppContext, userId: number, kind: SecurityNoticeKind, to?: string): Promise<void> {
  await storeNotice(ctx, userId, kind);
  await emailNotice(ctx, userId, kind, { to });
}
