import type { FastifyReply } from 'fastify';
import type { Config } from '../../config/config';
import { loginCookieName } from '../../config/cookie-names';
import { SESSION_TTL_MS } from './service';

/**
 * The login cookie (sign-in API, "Common to every call"): HttpOnly so page scripts cannot read it,
 * SameSite=Lax, 30 days. On account.example.be it is set for example.be so the sibling platforms
 * receive it; elsewhere it stays host-only.
 */
export function loginCookieAttributes(config: Config, hostname: string) {
  const domain = hostname.startsWith('account.') ? hostname.slice('account.'.length) : undefined;
  return { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: config.secure, domain };
}

export function setLoginCookie(reply: FastifyReply, config: Config, hostname: string, token: string): void {
  reply.setCookie(loginCookieName(config), token, { ...loginCookieAttributes(config, hostname), maxAge: SESSION_TTL_MS / 1000 });
}

export function clearLoginCookie(reply: FastifyReply, config: Config, hostname: string): void {
  reply.clearCookie(loginCookieName(config), loginCookieAttributes(config, hostname));
}
