import type { AppContext } from '../../app-context';
import { securityNoticeMessage, securityNoticeSms } from '../delivery';
import { sendSecurityNotice } from '../events';
import { messageEveryContact } from '../notifications';

/**
 * After a reset commits, every channel of the account hears of it: the stored notice and the
 * default address (the usual security notice), then every other address by e-mail and every phone
 * by SMS. Delivery failures do not undo the reset.
 */
export async function tellEveryChannel(ctx: AppContext, userId: number): Promise<void> {
  await sendSecurityNotice(ctx, userId, 'password_reset');
  const kind = 'password_reset' as const;
  await messageEveryContact(ctx, userId, ({ channel, to, language, isDefaultEmail }) => {
    if (channel === 'sms') return securityNoticeSms({ to, language, kind });
    return isDefaultEmail ? null : securityNoticeMessage({ to, language, kind });
  });
}
