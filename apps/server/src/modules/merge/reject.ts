import type { FuzzionRejectResult } from '@portal/contract/fuzzion';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../lib/api-error';
import { maskEmail, maskPhone } from '../../lib/mask';
import { lockAccount, removeContactValue, accountSummary } from '../accounts';
import { recordEvent, sendSecurityNotice, type Actor } from '../events';
import { completeVerification, openVerification } from '../verification';
import type { MergeData } from './detect';

type SessionActor = Actor & { sessionId: number };

/**
 * POST /api/fuzzion/reject: the shared addresses and numbers leave the OTHER account, in one
 * transaction with using up the offer. Never its last e-mail or last phone: then 409
 * merge.cannot_reject and nothing changes. Its owner is told; both accounts log the event.
 */
export async function rejectMerge(ctx: AppContext, actor: SessionActor, payload: string): Promise<FuzzionRejectResult> {
  const v = await openVerification<MergeData>(ctx, payload, 'merge', (m) => m.userId === actor.userId && m.sessionId === actor.sessionId, 'merge.expired');
  const { otherId, matches } = v.data;
  if (!(await accountSummary(ctx.db, otherId))) throw new ApiError('merge.expired');
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    await completeVerification(trx, v, now, 'merge.expired');
    await lockAccount(trx, otherId);
    for (const m of matches) {
      if (!(await removeContactValue(trx, otherId, m.kind, m.value))) throw new ApiError('merge.cannot_reject');
    }
    const owner: Actor = { ...actor, userId: otherId, sessionId: null };
    for (const m of matches) await recordEvent(trx, owner, 'contact_deleted', now, { detail: { kind: m.kind, reason: 'merge_rejected' } });
    await recordEvent(trx, actor, 'merge_rejected', now, { detail: { removed: matches.length } });
  });
  await sendSecurityNotice(ctx, otherId, 'contact_changed');
  return { removed: matches.map((m) => ({ kind: m.kind, masked: m.kind === 'email' ? maskEmail(m.value) : maskPhone(m.value) })) };
}
