import type { StaffRole } from '@portal/contract/support';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { loginCookieName } from '../config/cookie-names';
import { deviceIdHeaderOf, userAgentOf, type Actor } from '../lib/actor';
import { ApiError } from '../lib/api-error';
import { bearerToken, boundary, logAsAccount, type Check, type Ctx, type Routes } from './auth';
import { checkDeviceId } from './device-id';
import { sameOriginCheck } from './same-origin';

/** The staff member of a request, as the staff boundary finds them: a person with a fresh desk session. */
export interface StaffContext {
  userId: number;
  sessionId: number;
  token: string;
  role: StaffRole;
}

/** Where a desk request comes from: the security log names it when a stale staff session is ended. */
export type RequestOrigin = Omit<Actor, 'userId' | 'sessionId'>;

/**
 * What the staff boundary asks of the support module (wired by buildApp into the context, like the
 * session checks of plugins/auth.ts).
 */
export interface StaffChecks {
  /**
   * The staff member of a session token, or null: no live session, not staff, not signed in with a
   * passkey or an authenticator, or a desk session too old or idle (which it then ends).
   */
  resumeStaff(token: string, from: RequestOrigin): Promise<StaffContext | null>;
  /** Records the desk's activity of the staff session, once a request is let in. */
  recordStaffActivity(staff: StaffContext): Promise<void>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the staff boundary. */
    staff: StaffContext | null;
  }
}

export function registerStaffBoundary(app: FastifyInstance): void {
  app.decorateRequest('staff', null);
}

/**
 * The support desk's trust boundary (issue 37; docs/support.md). A request passes only from a
 * person with a live portal session who is staff (of `role`, when given), whose session was signed
 * in with a passkey or an authenticator, within 8 hours of that sign-in and 15 minutes of the desk's
 * last request. Everyone else gets the 404 not_found of an unknown address, whatever they send.
 *
 * The check runs before anything can tell the routes apart from an unknown address: at
 * `preValidation` (after the body is parsed, as an unknown address's is, before the schema is
 * checked) and before the CSRF checks, which the app's hooks leave to this boundary
 * (plugins/api-route.ts csrfCheckedByBoundary) and which it runs right after its own. The routes
 * are left out of the OpenAPI document. `request.auth` is set as the session boundary sets it.
 */
export function staffRoutes<C extends Ctx>(routes: Routes<C>, role?: 'admin'): Routes<C> {
  return boundary('staff', routes, (ctx) => [staffCheck(ctx, role)], { stage: 'preValidation', hidden: true });
}

/** Admins only: an agent gets the same 404 as anyone else. */
export function adminRoutes<C extends Ctx>(routes: Routes<C>): Routes<C> {
  return staffRoutes(routes, 'admin');
}

function staffCheck(ctx: Ctx, role: 'admin' | undefined): Check {
  const cookieName = loginCookieName(ctx.config);
  const sameOrigin = sameOriginCheck(ctx.config);
  return async (request, reply) => {
    const token = bearerToken(request.headers.authorization) ?? request.cookies[cookieName];
    const staff = token ? await ctx.trust.resumeStaff(token, originOf(request)) : null;
    if (!staff || (role !== undefined && staff.role !== role)) throw new ApiError('not_found');
    checkDeviceId(request);
    sameOrigin(request);
    await ctx.trust.recordStaffActivity(staff);
    request.auth = { userId: staff.userId, sessionId: staff.sessionId, token: staff.token };
    request.staff = staff;
    logAsAccount(request, reply, staff.userId);
  };
}

function originOf(request: FastifyRequest): RequestOrigin {
  return { deviceId: deviceIdHeaderOf(request), ip: request.ip, userAgent: userAgentOf(request) };
}

/** The staff member of a route inside the staff boundary. */
export function staffOf(request: FastifyRequest): StaffContext {
  if (!request.staff) throw new ApiError('not_found');
  return request.staff;
}
