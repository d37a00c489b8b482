import { HANDOVER_TTL_SECONDS, type HandoverPreview } from '@portal/contract/handover';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../lib/api-error';
import { SECOND } from '../../lib/clock';
import { maskEmail } from '../../lib/mask';
import { accountSummary } from '../accounts';
import { endSession, resumeSession, startSession, type AuthContext, type IssuedSession } from '../sessions';
import { completeVerification, ensureStartQuota, openVerification, startVerification, type Verification } from '../verification';
import type { RequestOrigin } from './service';

/**
 * The origin app's hand-over of its signed-in person to a browser (`#token=...` of the spec). A
 * session token in a link would sign the victim into the sender's account (login CSRF), so the
 * link carries a `handover` verification instead: minted by a session, alive 60 s, shown to the
 * person before it is used (preview) and consumed once, into a new session of the browser's own.
 */
const HANDOVER_TTL_MS = HANDOVER_TTL_SECONDS * SECOND;

type Handover = Verification<Record<string, never>> & { userId: number };

/** POST /api/token/handover: a token for the session's account, bound to that session. */
export async function mintHandover(ctx: AppContext, auth: AuthContext): Promise<{ handover: string; expires_in: number }> {
  await ensureStartQuota(ctx, auth.userId, 'handover');
  const { payload } = await startVerification(ctx.db, ctx.clock.now(), {
    purpose: 'handover',
    userId: auth.userId,
    sessionId: auth.sessionId,
    data: {},
    ttlMs: HANDOVER_TTL_MS,
    guesses: 1,
  });
  return { handover: payload, expires_in: HANDOVER_TTL_SECONDS };
}

/** Unknown, expired and used tokens (and session tokens) are all `handover.expired`. */
async function openHandover(ctx: AppContext, handover: string): Promise<Handover> {
  const v = await openVerification(ctx, handover, 'handover', (v) => v.userId !== null, 'handover.expired');
  return v as Handover;
}

/** POST /api/token/handover/preview: whose account it is, without consuming the token. */
export async function previewHandover(ctx: AppContext, handover: string): Promise<HandoverPreview> {
  const v = await openHandover(ctx, handover);
  const account = await accountSummary(ctx.db, v.userId);
  if (!account) throw new ApiError('handover.expired');
  return { account: account.id, firstname: account.firstname, email: account.email ? maskEmail(account.email) : null };
}

/**
 * POST /api/token/adopt: consumes the token and starts a new session of its account for this
 * browser, in one transaction: of concurrent adopts, the conditional completion lets one through.
 * The browser's previous session (its login cookie), now replaced, is ended.
 */
export async function adoptHandover(ctx: AppContext, handover: string, origin: RequestOrigin, replacedToken: string | undefined): Promise<IssuedSession> {
  const v = await openHandover(ctx, handover);
  const session = await ctx.db.transaction().execute(async (trx) => {
    await completeVerification(trx, v, ctx.clock.now(), 'handover.expired');
    return startSession(trx, ctx.clock, { userId: v.userId, deviceId: origin.deviceId, ip: origin.ip, userAgent: origin.userAgent });
  });
  const replaced = replacedToken ? await resumeSession(ctx, replacedToken) : null;
  if (replaced) {
    const actor = { userId: replaced.userId, sessionId: replaced.sessionId, deviceId: origin.deviceId, ip: origin.ip, userAgent: origin.userAgent };
    await endSession(ctx.db, ctx.clock, actor);
  }
  return session;
}
