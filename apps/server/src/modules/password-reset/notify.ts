import type { AppContext } from '../../app-context';
import { accountSummary, contactsOfAccount } from '../accounts';
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
  const [account, { emails, phones }] = await Promise.all([accountSummary(ctx.db, userId), contactsOfAccount(ctx.db, userId)]);
  if (!account) return;
  const kind = 'password_reset' as const;
  const messages = [
    ...emails.filter((email) => email !== account.email).map((email) => securityNoticeMessage({ to: email, language: account.language, kind })),
    ...phones.map((phone) => securityNoticeSms({ to: phone, language: account.language, kind })),
  ];
  await Promise.all(messages.map((m) => ctx.delivery.send(m).catch(() => undefined)));
}
