import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/config';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What a proxy's id may look like; anything else (a newline, quotes, 200 characters) is replaced, never echoed. */
const WELL_FORMED = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * Fastify's request id settings: every log line of a request carries it (`reqId`). Behind a proxy
 * (TRUST_PROXY set) the proxy's well-formed `X-Request-Id` is kept, so that its lines and ours
 * join; otherwise, or when it is malformed, the id is a fresh UUID: a client talking to the portal
 * directly does not choose the ids of the lines it causes.
 */
export function requestIdOptions(config: Pick<Config, 'trustProxy'>) {
  const believeProxy = config.trustProxy !== false;
  return {
    requestIdHeader: false as const,
    genReqId(request: IncomingMessage): string {
      const given = believeProxy ? request.headers[REQUEST_ID_HEADER] : undefined;
      return typeof given === 'string' && WELL_FORMED.test(given) ? given : randomUUID();
    },
  };
}

/**
 * Every answer carries its request's id, so that a person reporting a failure can quote it. Set
 * on the raw response, before any other hook: the maintenance page, the 404s, the errors and the
 * OpenID provider's answers (written on the hijacked raw response) all keep it. Fastify's early
 * refusals of a malformed address set it themselves (plugins/errors.ts, frameworkErrors).
 */
export function sendRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.raw.setHeader(REQUEST_ID_HEADER, request.id);
    done();
  });
}
