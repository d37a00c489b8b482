import { LOGIN_PAGES_PREFIX } from '@portal/contract/spa-paths';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config/config';

/** The query of a login page's address, with the names of its parameters only. */
function namesOnly(url: string): string {
  const query = url.indexOf('?');
  if (query < 0) return url;
  const names = [...new URLSearchParams(url.slice(query + 1)).keys()];
  return `${url.slice(0, query)}?${names.map((name) => `${encodeURIComponent(name)}=…`).join('&')}`;
}

/**
 * The request as Fastify logs it, but a login page's query is logged without its values: before
 * the drawn login form posted, a form sent without the script put `?email=…&password=…` in the
 * address, and a browser's history still offers such an address. The API is unaffected: it takes
 * no secret in a query.
 */
export function requestForLog(request: FastifyRequest) {
  const path = request.url.split('?')[0] ?? '';
  return {
    method: request.method,
    url: path.startsWith(LOGIN_PAGES_PREFIX) ? namesOnly(request.url) : request.url,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Fastify's logger settings. */
export function loggerOptions(config: Pick<Config, 'logLevel'>) {
  return { level: config.logLevel, serializers: { req: requestForLog } };
}
