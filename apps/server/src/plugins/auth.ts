import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { ApiError } from '../lib/api-error';
import { actorOf, type Actor } from '../modules/events';
import { loginCookieName } from '../modules/sessions/cookie';
import { resumeSession, type AuthContext } from '../modules/sessions/service';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireSession. */
    auth: AuthContext | null;
  }
}

export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('auth', null);
}

/**
 * Hooks for the signed-in trust boundary: `preHandler: [requireSession]`. The session token comes
 * from the Authorization bearer header (apps, partners, tests) or the login cookie (browsers).
 */
export function sessionHooks(ctx: AppContext) {
  const cookieName = loginCookieName(ctx.config);
  return {
    async requireSession(request: FastifyRequest): Promise<void> {
      const token = bearerToken(request.headers.authorization) ?? request.cookies[cookieName];
      const auth = token ? await resumeSession(ctx, token) : null;
      if (!auth) throw new ApiError('auth.unauthenticated');
      request.auth = auth;
    },
  };
}

/** The signed-in person of a route behind requireSession, as the security event log records them. */
export function actorOfSession(request: FastifyRequest): Actor {
  const { userId, sessionId } = authOf(request);
  return actorOf(request, userId, sessionId);
}

/** The session of a route behind requireSession. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new ApiError('auth.unauthenticated');
  return request.auth;
}

function bearerToken(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+(\S{1,512})$/i);
  return match?.[1];
}
