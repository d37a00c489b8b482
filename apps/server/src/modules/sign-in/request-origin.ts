import type { TokenResponse } from '@portal/contract/auth';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config/config';
import { logAsAccount } from '../../plugins/auth';
import { deviceIdOf } from '../../plugins/device-id';
import type { RequestOrigin } from './service';
import type { AppContext } from '../../app-context';
import { noticeNewDevice } from './new-device';
import { trustTokenOf } from '../mfa';
import { setLoginCookie, type IssuedSession } from '../sessions';
import { linkOrigin } from '../../config/hosts';
import { userAgentOf } from '../../lib/actor';

/** Where a sign-in comes from: recorded on the session, and the trust cookie that may skip MFA. */
export function requestOrigin(request: FastifyRequest, config: Config): RequestOrigin {
  return {
    deviceId: deviceIdOf(request),
    ip: request.ip,
    userAgent: userAgentOf(request),
    trustToken: trustTokenOf(request, config),
  };
}

/**
 * Every way of signing in answers alike: the token for API clients, the login cookie for browsers.
 * The session has committed by now, so this is also where a sign-in from a new device is noticed.
 */
export async function signedIn(request: FastifyRequest, reply: FastifyReply, ctx: AppContext, session: IssuedSession): Promise<TokenResponse> {
  logAsAccount(request, reply, session.origin.userId);
  await noticeNewDevice(ctx, session, linkOrigin(ctx.config, request.hostname)).catch((error: unknown) => request.log.error({ err: error }, 'new-device notice failed'));
  setLoginCookie(reply, ctx.config, request.hostname, session.token);
  return { access_token: session.token, token_type: 'Bearer', expires_in: session.expiresInSeconds };
}
