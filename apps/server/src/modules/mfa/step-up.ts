import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/database';
import { ApiError } from '../../lib/api-error';
import { MINUTE } from '../../lib/clock';
import { authOf } from '../../plugins/auth';

/** A step-up grant lives 5 minutes; a single-use one ends with the first change it allows. */
export const GRANT_TTL_MS = 5 * MINUTE;

function liveGrants(db: Db, sessionId: number, now: number) {
  return db
    .selectFrom('step_up_grants')
    .select(['id', 'single'])
    .where('session_id', '=', sessionId)
    .where('expires_at', '>', now)
    .where('used_at', 'is', null)
    .orderBy('single')
    .orderBy('id')
    .execute();
}

export async function grantStepUp(db: Db, grant: { sessionId: number; userId: number; single: boolean }, now: number): Promise<void> {
  await db
    .insertInto('step_up_grants')
    .values({ session_id: grant.sessionId, user_id: grant.userId, single: grant.single ? 1 : 0, created_at: now, expires_at: now + GRANT_TTL_MS })
    .execute();
}

/** GET /api/mfa/status: whether this session holds a grant, and whether only single-use ones. */
export async function stepUpState(db: Db, sessionId: number, now: number): Promise<{ sudo: boolean; single: boolean }> {
  const grants = await liveGrants(db, sessionId, now);
  return { sudo: grants.length > 0, single: grants.length > 0 && grants.every((g) => g.single === 1) };
}

/**
 * Spends a grant of the session, inside the transaction of the change it allows: a time-limited
 * grant is only checked, a single-use one is marked used (atomically, so two parallel changes
 * cannot share it). Throws mfa.step_up_required when there is none.
 */
export async function spendStepUp(db: Db, sessionId: number, now: number): Promise<void> {
  for (const grant of await liveGrants(db, sessionId, now)) {
    if (grant.single === 0) return;
    const used = await db.updateTable('step_up_grants').set({ used_at: now }).where('id', '=', grant.id).where('used_at', 'is', null).executeTakeFirst();
    if (used.numUpdatedRows === 1n) return;
  }
  throw new ApiError('mfa.step_up_required');
}

/** preHandler after requireSession: answers 403 mfa.step_up_required before any work is done. */
export function stepUpHooks(ctx: AppContext) {
  return {
    async requireStepUp(request: FastifyRequest): Promise<void> {
      const { sudo } = await stepUpState(ctx.db, authOf(request).sessionId, ctx.clock.now());
      if (!sudo) throw new ApiError('mfa.step_up_required');
    },
  };
}
