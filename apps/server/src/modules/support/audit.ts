import type { SupportAction, SupportAdminAction } from '@portal/contract/events';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/database';
import { recordEvent, sendSecurityNotice, type Actor } from '../events';

/** Anything an action wants to keep beside its reason (a client id, a session id, a channel). */
export type ActionDetail = Record<string, string | number | boolean | null>;

/**
 * The one record of what the desk does to a person's account (issue 37; docs/support.md). Two
 * events, in the caller's transaction so that the change and its record land together:
 * - `support_action` in the agent's own log, with the agent's session, device and address (the
 *   admins' audit reads these): which action, on whom, why;
 * - `support_<action>` in the person's history, without the agent's session, device or address
 *   (the person's history would show the agent's desk as a place their account was used), with
 *   the agent's id and the reason for the admins.
 * Announce it with `announceSupportAction` once the transaction committed.
 */
export async function recordSupportAction(
  trx: Db,
  agent: Actor,
  personId: number,
  action: SupportAction,
  reason: string,
  at: number,
  detail: ActionDetail = {},
): Promise<void> {
  await recordEvent(trx, agent, 'support_action', at, { detail: { ...detail, action, person: personId, reason } });
  const person: Actor = { userId: personId, sessionId: null, deviceId: null, ip: null, userAgent: null };
  await recordEvent(trx, person, `support_${action}`, at, { detail: { ...detail, agent: agent.userId, reason } });
}

/** The person's notice of an action (stored for /user/notifications and e-mailed): after the commit. */
export async function announceSupportAction(ctx: AppContext, personId: number, action: SupportAction): Promise<void> {
  await sendSecurityNotice(ctx, personId, `support_${action}`);
}

/**
 * An admin's change from the console (partner apps, signing keys) or audit export: one
 * `support_admin_action` in the admin's own log, in the caller's transaction. The audit lists it
 * beside the agents' entries.
 */
export async function recordAdminAction(
  trx: Db,
  admin: Actor,
  action: SupportAdminAction,
  reason: string | null,
  at: number,
  detail: ActionDetail = {},
): Promise<void> {
  await recordEvent(trx, admin, 'support_admin_action', at, { detail: { ...detail, action, reason } });
}
