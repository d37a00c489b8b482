import type { SupportAction } from '@portal/contract/events';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/database';
import { ApiError } from '../../lib/api-error';
import { contactsOf } from '../accounts';
import { revokeClientOf } from '../consent';
import type { Actor } from '../events';
import { cancelRequestByDesk } from '../recovery';
import { endSessionsByDesk } from '../sessions';
import { openVerificationOfAccount, sendCode } from '../verification';
import { announceSupportAction, recordSupportAction, type ActionDetail } from './audit';
import { codeTargetOf, isResendable } from './pending';
import { passkeysOf, personExists, personOf } from './person-repo';

/**
 * What an agent does to a person's account (issue 37; docs/support.md), each with a reason. Each
 * reuses the module that owns the change, exactly as the person's own action does, and records
 * itself in that change's transaction (recordSupportAction: the agent's `support_action`, the
 * person's `support_<action>`); the person is told once it committed. Every change is conditional,
 * so racing identical requests act once: the others change and record nothing. An unknown person is
 * 404 not_found.
 */
export interface DeskAction {
  agent: Actor;
  personId: number;
  reason: string;
}

const recorder = (a: DeskAction, action: SupportAction, detail: ActionDetail = {}) => (trx: Db, now: number) =>
  recordSupportAction(trx, a.agent, a.personId, action, a.reason, now, detail);

async function requirePerson(ctx: AppContext, personId: number): Promise<void> {
  if (!(await personExists(ctx.db, personId))) throw new ApiError('not_found');
}

/** Ends one live session of the person (404 when it is not one) or all of them; answers how many ended. */
export async function endPersonSessions(ctx: AppContext, a: DeskAction, sessionId: number | null): Promise<number> {
  await requirePerson(ctx, a.personId);
  const detail: ActionDetail = sessionId === null ? { scope: 'all' } : { scope: 'one', session: sessionId };
  const ended = await endSessionsByDesk(ctx, a.personId, sessionId, (trx, now, count) => recorder(a, 'sessions_ended', { ...detail, sessions: count })(trx, now));
  if (ended > 0) await announceSupportAction(ctx, a.personId, 'sessions_ended');
  return ended;
}

/**
 * Clears the person's password counts (free and daily, of every e-mail address, phone number and
 * passkey they sign in with) and their second-factor count. `lifted` says whether any of them held
 * the person; only then is it recorded and announced (a lift of nothing changed nothing the person
 * would notice). The counts may live in Redis, so the record follows the clear in a transaction of
 * its own; of racing lifts only the one whose clear removed the counts records.
 */
export async function liftPersonLimits(ctx: AppContext, a: DeskAction): Promise<boolean> {
  await requirePerson(ctx, a.personId);
  const [emails, phones, passkeys] = await Promise.all([contactsOf(ctx.db, a.personId, 'email'), contactsOf(ctx.db, a.personId, 'phone'), passkeysOf(ctx.db, a.personId)]);
  const held = await ctx.limiter.clearAccountHolds({
    loginNames: [...emails, ...phones].map((c) => c.value),
    passkeyNames: passkeys.map((p) => `passkey:${p.credential_id}`),
    userId: a.personId,
  });
  const lifted = held.captchaRequired || held.lockedForToday || held.secondFactorLocked;
  if (!lifted) return false;
  const detail = { captcha_required: held.captchaRequired, locked_for_today: held.lockedForToday, second_factor_locked: held.secondFactorLocked };
  await ctx.db.transaction().execute((trx) => recorder(a, 'limits_lifted', detail)(trx, ctx.clock.now()));
  await announceSupportAction(ctx, a.personId, 'limits_lifted');
  return true;
}

/**
 * A new code of the person's open verification to its own target, through the verification
 * primitive (its limits apply: 429 mfa.resend_too_soon, auth.too_many_attempts). Only a
 * verification whose code went to a target of its own (pending.ts); any other id is 404 not_found.
 */
export async function resendPersonCode(ctx: AppContext, a: DeskAction, verificationId: string): Promise<number> {
  const person = await personOf(ctx.db, a.personId);
  if (!person) throw new ApiError('not_found');
  const v = await openVerificationOfAccount(ctx.db, a.personId, verificationId, ctx.clock.now());
  const to = v && isResendable(v) ? codeTargetOf(v) : null;
  if (!v || !to) throw new ApiError('not_found');
  const resendIn = await sendCode(ctx, v, { ...to, language: person.language }, null, { within: recorder(a, 'verification_resent', { purpose: v.purpose, channel: to.channel }) });
  await announceSupportAction(ctx, a.personId, 'verification_resent');
  return resendIn;
}

/** Cancels a waiting recovery request of the person, as its cancel link does. */
export async function cancelPersonRecovery(ctx: AppContext, a: DeskAction, requestId: string): Promise<void> {
  await requirePerson(ctx, a.personId);
  await cancelRequestByDesk(ctx, a.personId, requestId, recorder(a, 'recovery_cancelled'));
  await announceSupportAction(ctx, a.personId, 'recovery_cancelled');
}

/** Revokes a partner app of the person, as their own revoke does: its grants and every token under them. */
export async function revokePersonApp(ctx: AppContext, a: DeskAction, clientId: string): Promise<void> {
  await requirePerson(ctx, a.personId);
  await revokeClientOf(ctx, a.personId, clientId, recorder(a, 'app_revoked', { client_id: clientId }));
  await announceSupportAction(ctx, a.personId, 'app_revoked');
}
