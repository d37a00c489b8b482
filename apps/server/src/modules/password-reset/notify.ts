import type { AppContext } from '../../app-context';
import { accountSummary, emailsOfAccount, phonesOfAccount } from '../accounts';
import { securityNoticeMessage, securityNoticeSms } from '../delivery';
import { sendSecurityNotice } from '../events';

/**
 * After a reset commits, every channel of the account hears of it: the stored notice and the
 * default address (the usual security notice), then every other address by e-mail and every phone
 * by SMS, so an owner whose mailbox was taken over still learns of it. Delivery failures do not
 * undo the reset.
 */
export async function tellEveryChannel(ctx: AppContext, userId: number): Promise<void> {
  await sendSecurityNotice(ctx, userId, 'password_reset');
  const [account, emails, phones] = await Promise.all([accountSummary(ctx.db, userId), emailsOfAccount(ctx.db, userId), phonesOfAccount(ctx.db, userId)]);
  if (!account) return;
  const kind = 'password_reset' as const;
  const messages = [
    ...emails.filter((e) => e.email !== account.email).map((e) => securityNoticeMessage({ to: e.email, language: account.language, kind })),
    ...phones.map((p) => securityNoticeSms({ to: p.phone, language: account.language, kind })),
  ];
  await Promise.all(messages.map((m) => ctx.delivery.send(m).catch(() => undefined)));
}
