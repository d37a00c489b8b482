import type { AppContext } from '../../app-context';
import { accountSummary } from '../accounts';
import { securityNoticeMessage, type SecurityNoticeKind } from '../delivery';

/**
 * Tells the account's owner, at its default e-mail address, about a change to how it is protected
 * (or a replayed authenticator code). Call it after the change's transaction committed, next to
 * where the event is recorded: a notice about a change that rolled back would be a lie. The change
 * is done by then, so a failed delivery does not turn its answer into an error.
 */
export async function sendSecurityNotice(ctx: AppContext, userId: number, kind: SecurityNoticeKind, to?: string): Promise<void> {
  const account = await accountSummary(ctx.db, userId);
  // `to`: the address that was the default before the change (a switched primary e-mail).
  const address = to ?? account?.email;
  if (!account || !address) return;
  await ctx.delivery.send(securityNoticeMessage({ to: address, language: account.language, kind })).catch(() => undefined);
}
