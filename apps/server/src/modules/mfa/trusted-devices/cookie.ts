import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../../config/config';
import { trustCookieName } from '../../../config/cookie-names';
import { randomToken } from '../../../lib/tokens';
import { TRUSTED_DEVICE_TTL_MS } from './repo';

/**
 * The trust cookie: a random 256-bit token that page scripts cannot read (HttpOnly), sent only to
 * the API (Path=/api) of this host, same-site only. A trusted device is the pair of this token and
 * the x-device-id header: the device id alone is readable by page scripts and travels with every
 * call, so it is not a secret. One browser keeps one token for every account trusted on it.
 */

const attributes = (config: Config) => ({ path: '/api', httpOnly: true, sameSite: 'strict' as const, secure: config.secure });

export function trustTokenOf(request: FastifyRequest, config: Config): string | null {
  const value = request.cookies[trustCookieName(config)];
  return value && /^[\w-]{43}$/.test(value) ? value : null;
}

/** The browser's token, or a new one when it has none yet. */
export function trustTokenFor(request: FastifyRequest, config: Config): string {
  return trustTokenOf(request, config) ?? randomToken();
}

export function setTrustCookie(reply: FastifyReply, config: Config, token: string): void {
  reply.setCookie(trustCookieName(config), token, { ...attributes(config), maxAge: TRUSTED_DEVICE_TTL_MS / 1000 });
}
