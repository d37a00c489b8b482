import type { Config } from './config';

/** The login cookie (COOKIE_PREFIX + token): the session, for the API, the provider and the docs. */
export function loginCookieName(config: Pick<Config, 'cookiePrefix'>): string {
  return `${config.cookiePrefix}token`;
}

/** The trusted-device cookie (COOKIE_PREFIX + trusted_device). */
export function trustCookieName(config: Pick<Config, 'cookiePrefix'>): string {
  return `${config.cookiePrefix}trusted_device`;
}
