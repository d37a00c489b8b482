import type { Db } from '../../db/database';
import { ApiError } from '../../lib/api-error';
import { MINUTE } from '../../lib/clock';
import { methodsOf, selectableKinds } from './repo';
import { stepUps } from '../metrics';

/** A step-up grant lives 5 minutes; a single-use one ends with the first change it allows. */
export const GRANT_TTL_MS = 5 * MINUTE;

type Actor = { userId: number; sessionId: number };

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

/**
 * GET /api/mfa/status: whether this session may make step-up changes, and whether only through
 * single-use grants. `kinds`: the account's method kinds. An account with no second factor may, as
 * the boundary below lets it: else the web app would send it to a step-up with nothing to pick.
 */
export async function stepUpState(db: Db, sessionId: number, kinds: readonly string[], now: number): Promise<{ sudo: boolean; single: boolean }> {
  if (!kinds.some(isSecondFactor)) return { sudo: true, single: false };
  const grants = await liveGrants(db, sessionId, now);
  return { sudo: grants.length > 0, single: grants.length > 0 && grants.every((g) => g.single === 1) };
}

const isSecondFactor = (kind: string): boolean => (selectableKinds as readonly string[]).includes(kind);

/**
 * An account without any second factor has nothing to step up with: its step-up changes (the
 * first passkey, say) need only the session, like its first MFA method. Every step-up change acts
 * on a second factor, so once there is one, the grant is required.
 */
async function hasSecondFactor(db: Db, userId: number): Promise<boolean> {
  return (await methodsOf(db, userId, selectableKinds)).length > 0;
}

/**
 * The step-up boundary's check (plugins/auth.ts), before any work: 403 mfa.step_up_required
 * unless the session holds a live grant or the account has no second factor yet.
 */
export async function requireStepUp(db: Db, actor: Actor, now: number): Promise<void> {
  if ((await liveGrants(db, actor.sessionId, now)).length > 0) return;
  if (await hasSecondFactor(db, actor.userId)) throw stepUpRequired();
}

/**
 * Spends a grant of the session, inside the transaction of the change it allows, by the same rule
 * as requireStepUp: a time-limited grant is only checked, a single-use one is marked used
 * (atomically, so two parallel changes cannot share it). Throws mfa.step_up_required when there is
 * none and the account has a second factor.
 */
export async function spendStepUp(db: Db, actor: Actor, now: number): Promise<void> {
  if (!(await hasSecondFactor(db, actor.userId))) return;
  for (const grant of await liveGrants(db, actor.sessionId, now)) {
    if (grant.single === 0) return;
    const used = await db.updateTable('step_up_grants').set({ used_at: now }).where('id', '=', grant.id).where('used_at', 'is', null).executeTakeFirst();
    if (used.numUpdatedRows === 1n) return;
  }
  throw stepUpRequired();
}

/** The refusal of a change that needs a step-up, counted. */
function stepUpRequired(): ApiError {
  stepUps.inc({ outcome: 'required' });
  return new ApiError('mfa.step_up_required');
}
