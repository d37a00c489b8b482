import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../lib/api-error';
import { MINUTE } from '../../lib/clock';
import { authOf } from '../../plugins/auth';
import { sessionStartedAt } from './repo';

/** How recent a sign-in must be to add or remove a passkey, until step-up takes this over. */
export const RECENT_AUTH_MS = 10 * MINUTE;

/**
 * `preHandler: [requireSession, requireRecentAuth]`: adding a passkey gives lasting access, so a
 * stolen session alone must not be enough. For now "recent" means the session was created (with
 * password and second factor, or a passkey) less than 10 minutes ago; this hook is the one place to
 * switch to the step-up (sudo) grant once it exists.
 */
export function recentAuthHooks(ctx: AppContext) {
  return {
    async requireRecentAuth(request: FastifyRequest): Promise<void> {
      const startedAt = await sessionStartedAt(ctx.db, authOf(request).sessionId);
      if (startedAt === undefined || ctx.clock.now() - startedAt >= RECENT_AUTH_MS) throw new ApiError('passkey.recent_login_required');
    },
  };
}
