import type { ContactKind } from '@portal/contract/profile';
import type { User } from '@portal/contract/user';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../lib/api-error';
import { recordEvent, sendSecurityNotice, type Actor } from '../events';
import { loginMethods, spendStepUp } from '../mfa';
import { contactsOf, deleteSecondaryContact, setDefaultContact } from './contacts-repo';
import { findWithDefaults, lockUser } from './repo';
import { loadProfile } from './service';

type SessionActor = Actor & { sessionId: number };

/**
 * DELETE /api/user/contacts/{kind}/{id}. At least one e-mail and one phone remain, and the default
 * one stays (another is made primary first), so the account always has a login of each kind.
 */
export async function deleteContact(ctx: AppContext, actor: SessionActor, kind: ContactKind, id: number): Promise<User> {
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    await spendStepUp(trx, actor, now);
    await lockUser(trx, actor.userId);
    const rows = await contactsOf(trx, actor.userId, kind);
    const row = rows.find((r) => r.id === id);
    if (!row) throw new ApiError('not_found');
    if (rows.length <= 1 || !(await deleteSecondaryContact(trx, actor.userId, kind, id))) throw new ApiError('contact.delete_failed');
    await recordEvent(trx, actor, 'contact_deleted', now, { detail: { kind } });
  });
  await sendSecurityNotice(ctx, actor.userId, 'contact_changed');
  return loadProfile(ctx.db, actor.userId);
}

/**
 * POST /api/user/contacts/{kind}/{id}/primary. Only a verified entry with two-step verification on
 * it (an MFA method of the same kind and target) may become the default: the address people sign
 * in with is then one that can also prove it is theirs. The previous default e-mail is told.
 */
export async function makeContactPrimary(ctx: AppContext, actor: SessionActor, kind: ContactKind, id: number): Promise<User> {
  const now = ctx.clock.now();
  const [before, methods] = await Promise.all([findWithDefaults(ctx.db, actor.userId), loginMethods(ctx.db, actor.userId)]);
  const mfaKind = kind === 'email' ? 'email' : 'sms';
  const switched = await ctx.db.transaction().execute(async (trx) => {
    await lockUser(trx, actor.userId);
    const row = (await contactsOf(trx, actor.userId, kind)).find((r) => r.id === id);
    if (!row) throw new ApiError('not_found');
    if (row.is_default === 1) return false;
    if (row.verified !== 1 || !methods.some((m) => m.method === mfaKind && m.target === row.value)) throw new ApiError('contact.switch_failed');
    await spendStepUp(trx, actor, now);
    await setDefaultContact(trx, actor.userId, kind, id);
    await recordEvent(trx, actor, 'contact_primary_switched', now, { detail: { kind } });
    return true;
  });
  if (switched) await sendSecurityNotice(ctx, actor.userId, 'contact_changed', before?.email ?? undefined);
  return loadProfile(ctx.db, actor.userId);
}
