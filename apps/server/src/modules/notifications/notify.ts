import type { NotificationKind } from '@portal/contract/notifications';
import type { AppContext } from '../../app-context';
import { describeUserAgent } from '../../lib/user-agent';
import { accountSummary, contactsOfAccount } from '../accounts';
import { securityNoticeMessage, type OutgoingMessage, type SecurityNoticeKind } from '../delivery';
import { insertNotification } from './repo';

// Every kind an e-mail notice can have is a kind the notifications page can show: adding one to
// the delivery module's union without the contract's list is a type error here.
const asNotificationKind = (kind: SecurityNoticeKind): NotificationKind => kind;

/** The new-device session a notice is about, for its device line and "This wasn't me" link. */
export interface NoticeOrigin {
  sessionId: number;
  userAgent: string | null;
  ip: string | null;
}

/**
 * Stores the notice for /user/notifications; answers its id. Called right after the change's
 * transaction committed (events/notice.ts), so a notice never tells of a change that rolled back.
 */
export function storeNotice(ctx: AppContext, userId: number, kind: SecurityNoticeKind, origin?: NoticeOrigin): Promise<number> {
  return insertNotification(ctx.db, { userId, kind: asNotificationKind(kind), sessionId: origin?.sessionId ?? null, at: ctx.clock.now() });
}

/**
 * E-mails the notice (HTML and text) to the account's default address, in its language. The
 * change is done by then, so a failed delivery does not turn its answer into an error.
 */
export async function emailNotice(ctx: AppContext, userId: number, kind: SecurityNoticeKind, extra: { origin?: NoticeOrigin; notMeUrl?: string; to?: string } = {}): Promise<void> {
  const account = await accountSummary(ctx.db, userId);
  const to = extra.to ?? account?.email;
  if (!account || !to) return;
  const { browser, os } = describeUserAgent(extra.origin?.userAgent ?? null);
  const device = [browser, os].filter(Boolean).join(', ') || null;
  const details = { at: ctx.clock.now(), device: extra.origin ? device : null, ip: extra.origin?.ip ?? null, notMeUrl: extra.notMeUrl };
  await ctx.delivery.send(securityNoticeMessage({ to, language: account.language, kind, details })).catch(() => undefined);
}

/** One of the account's addresses or numbers, as messageEveryContact hands it to the message builder. */
export interface Contact {
  channel: 'email' | 'sms';
  to: string;
  language: string;
  /** The default e-mail address, which the usual notice already reaches. */
  isDefaultEmail: boolean;
}

/**
 * One message to every e-mail address and phone number of the account, in its language, so an
 * owner whose mailbox was taken over still hears of the change; `build` answers null to skip one.
 * Called after the commit: a failed delivery does not turn the change's answer into an error.
 */
export async function messageEveryContact(ctx: AppContext, userId: number, build: (contact: Contact) => OutgoingMessage | null): Promise<void> {
  const [account, { emails, phones }] = await Promise.all([accountSummary(ctx.db, userId), contactsOfAccount(ctx.db, userId)]);
  if (!account) return;
  const { language } = account;
  const messages = [
    ...emails.map((to) => build({ channel: 'email', to, language, isDefaultEmail: to === account.email })),
    ...phones.map((to) => build({ channel: 'sms', to, language, isDefaultEmail: false })),
  ].filter((message) => message !== null);
  await Promise.all(messages.map((message) => ctx.delivery.send(message).catch(() => undefined)));
}
