import type { AppContext } from '../../app-context';
import type { Db } from '../../db/database';
import { ApiError } from '../../lib/api-error';
import { lockAccount, passwordOfAccount } from '../accounts';
import { recordEvent, sendSecurityNotice, type Actor } from '../events';
import { passkeyMethodOf, spendStepUp } from '../mfa';
import { markUnlinked } from './repo';

/**
 * DELETE /api/user/microsoft-login (step-up): the account's Microsoft link ends, with its event, in
 * one transaction; the owner is told after the commit. Refused while Microsoft is the account's
 * only way in: an account made elsewhere without a password or a passkey would be locked out.
 * From then on signing in with Microsoft reaches this account no more (service.ts accountFor).
 */
export async function unlinkUpstreamLogin(ctx: AppContext, actor: Actor & { sessionId: number }): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    await lockAccount(trx, actor.userId);
    await spendStepUp(trx, actor, now);
    if ((await markUnlinked(trx, actor.userId, now)) === 0) throw new ApiError('not_found');
    // A refusal rolls the unlinking back, and the step-up with it.
    if (!(await hasOtherWayIn(trx, actor.userId))) throw new ApiError('federation.only_sign_in');
    await recordEvent(trx, actor, 'microsoft_unlinked', now);
  });
  await sendSecurityNotice(ctx, actor.userId, 'microsoft_unlinked');
}

/** A password (an empty hash is none) or a passkey, which signs in without one. */
async function hasOtherWayIn(db: Db, userId: number): Promise<boolean> {
  const password = await passwordOfAccount(db, userId);
  if (password && password.password_hash !== '') return true;
  return (await passkeyMethodOf(db, userId)) !== undefined;
}
