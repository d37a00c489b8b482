import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/database';
import { ApiError } from '../../lib/api-error';
import { authOf } from '../../plugins/auth';
import { methodsOf } from '../mfa/repo';
import { selectableKinds } from '../mfa/service';
import { spendStepUp, stepUpState } from '../mfa/step-up';

/**
 * Adding or removing a passkey gives or takes lasting access, so it is a step-up change like the
 * other MFA changes. An account without any second factor has nothing to step up with: like the
 * first MFA method, its first passkey needs no grant.
 */
async function hasSecondFactor(db: Db, userId: number): Promise<boolean> {
  return (await methodsOf(db, userId, selectableKinds)).length > 0;
}

/**
 * `preHandler` after requireSession: the grant is only checked, so that the options and the
 * finished registration are one change, spent by `spendPasskeyStepUp` when it is stored.
 */
export function passkeyStepUpHooks(ctx: AppContext) {
  return {
    async requirePasskeyStepUp(request: FastifyRequest): Promise<void> {
      const auth = authOf(request);
      if (!(await hasSecondFactor(ctx.db, auth.userId))) return;
      if (!(await stepUpState(ctx.db, auth.sessionId, ctx.clock.now())).sudo) throw new ApiError('mfa.step_up_required');
    },
  };
}

/** Inside the change's transaction, before the passkey method is added: spends the grant. */
export async function spendPasskeyStepUp(trx: Db, actor: { userId: number; sessionId: number }, now: number): Promise<void> {
  if (await hasSecondFactor(trx, actor.userId)) await spendStepUp(trx, actor.sessionId, now);
}
