import type { FastifyInstance, FastifyPluginOptions, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context';
import type { Db } from '../db/database';
import { ApiError } from '../lib/api-error';
import { actorOf, type Actor } from '../lib/actor';
import { loginCookieName } from '../config/cookie-names';
import { isSafeMethod } from './api-route';
import { securityOf, type Boundary } from './openapi';

/** The signed-in person of a request, as the session and step-up boundaries find them. */
export interface AuthContext {
  sessionId: number;
  userId: number;
  token: string;
}

/**
 * What the boundaries ask of the sessions and MFA modules. buildApp wires them into the context,
 * so that this plugin imports no module and every module may depend on it.
 */
export interface TrustChecks {
  /** The live session of a token (bearer or login cookie), recording activity; null if none. */
  resumeSession(token: string): Promise<AuthContext | null>;
  /** Throws mfa.step_up_required unless the session holds a live grant (or needs none). */
  requireStepUp(auth: AuthContext): Promise<void>;
  /**
   * Spends a grant inside the transaction of the change it allows (mfa/step-up.ts spendStepUp), for
   * step-up routes of modules the mfa module itself depends on (sessions), which cannot import it.
   */
  spendStepUp(db: Db, auth: AuthContext, now: number): Promise<void>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the session and step-up boundaries. */
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    /** The trust boundary the route was registered in. */
    boundary?: Boundary;
  }
}

export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('auth', null);
  requireBoundaryOnApiRoutes(app);
}

export type Ctx = AppContext & FastifyPluginOptions;
export type Routes<C extends Ctx> = FastifyPluginAsyncZod<C>;

/**
 * The trust boundaries. A module registers its routes inside one:
 *   `await app.register(sessionRoutes(async (app, ctx) => { app.get(...) }), ctx)`
 * The boundary adds the checks of every route in it (`preHandler` hooks: after the request is
 * validated, so bad input answers 400 as before, and before the handler does any work) and
 * declares the routes' OpenAPI `security`, so handlers never check auth themselves. The CSRF
 * checks (device id, same origin) run earlier, in `onRequest`, for every API route alike.
 */

/** Anyone may call these (sign-in, configuration, the dev outbox, OAuth interactions). */
export function publicRoutes<C extends Ctx>(routes: Routes<C>): Routes<C> {
  return boundary('public', routes, () => []);
}

/**
 * A signed-in person: the session token from the Authorization bearer header (apps, partners,
 * tests) or the login cookie (browsers); 401 auth.unauthenticated without one.
 */
export function sessionRoutes<C extends Ctx>(routes: Routes<C>): Routes<C> {
  return boundary('session', routes, (ctx) => [sessionCheck(ctx)]);
}

/**
 * A signed-in person with a fresh second factor: 403 mfa.step_up_required before any work unless
 * the session holds a live grant (mfa/step-up.ts). The grant is only checked here; the service
 * spends it inside the transaction of the change (spendStepUp), so a single-use grant allows one
 * change even when two race.
 */
export function stepUpRoutes<C extends Ctx>(routes: Routes<C>): Routes<C> {
  return boundary('stepUp', routes, (ctx) => [sessionCheck(ctx), async (request) => ctx.trust.requireStepUp(authOf(request))]);
}

export type Check = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * How a boundary runs its checks: at `preHandler` (the default) or, for a boundary whose refusal
 * must come before bad input is told apart, at `preValidation`; `hidden` leaves its routes out of
 * the OpenAPI document.
 */
export interface BoundaryOptions {
  stage?: 'preHandler' | 'preValidation';
  hidden?: boolean;
}

/** A boundary: its routes declared as in it, its checks run on each (the staff boundary builds on it too). */
export function boundary<C extends Ctx>(name: Boundary, routes: Routes<C>, checks: (ctx: C) => Check[], options: BoundaryOptions = {}): Routes<C> {
  return async (app, ctx) => {
    app.addHook('onRoute', (route) => declare(route, name, options.hidden === true));
    for (const check of checks(ctx)) {
      if (options.stage === 'preValidation') app.addHook('preValidation', check);
      else app.addHook('preHandler', check);
    }
    await app.register(routes, ctx);
  };
}

function declare(route: RouteOptions, name: Boundary, hidden: boolean): void {
  route.config = { ...route.config, boundary: name };
  if (hidden) route.schema = { ...route.schema, hide: true };
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const device = route.config.acts === true || methods.some((m) => !isSafeMethod(m));
  const security = securityOf(name, device);
  if (security) route.schema = { ...route.schema, security };
}

function sessionCheck(ctx: AppContext): Check {
  const cookieName = loginCookieName(ctx.config);
  return async (request, reply) => {
    const token = bearerToken(request.headers.authorization) ?? request.cookies[cookieName];
    const auth = token ? await ctx.trust.resumeSession(token) : null;
    if (!auth) throw new ApiError('auth.unauthenticated');
    request.auth = auth;
    logAsAccount(request, reply, auth.userId);
  };
}

/**
 * From here on, the request's log lines name the account (`accountId`), its error lines and the
 * closing "request completed" line included: both the request and the reply log through this child.
 */
export function logAsAccount(request: FastifyRequest, reply: FastifyReply, accountId: number): void {
  const log = request.log.child({ accountId });
  request.log = log;
  reply.log = log;
}

/** The signed-in person of a route in the session or step-up boundary, as the event log records them. */
export function actorOfSession(request: FastifyRequest): Actor {
  const { userId, sessionId } = authOf(request);
  return actorOf(request, userId, sessionId);
}

/** The session of a route inside the session or step-up boundary. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new ApiError('auth.unauthenticated');
  return request.auth;
}

export function bearerToken(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+(\S{1,512})$/i);
  return match?.[1];
}

/**
 * Every /api route must sit in a boundary: the app refuses to start otherwise, so a route cannot
 * be added without its check. The OpenAPI document and its UI are public by nature.
 */
function requireBoundaryOnApiRoutes(app: FastifyInstance): void {
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => void routes.push(route));
  app.addHook('onReady', async () => {
    const bare = routes.filter((r) => (r.url === '/api' || r.url.startsWith('/api/')) && !r.url.startsWith('/api/docs') && !r.config?.boundary);
    if (bare.length > 0) throw new Error(`API routes outside a trust boundary (plugins/auth.ts): ${bare.map((r) => `${String(r.method)} ${r.url}`).join(', ')}`);
  });
}
