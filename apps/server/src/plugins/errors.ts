import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/unavailable';
import { ApiError } from '../lib/api-error';

/** Retry-After of a 503 while the database cannot be reached: a restart takes seconds. */
const UNAVAILABLE_RETRY_SECONDS = 5;

/**
 * The one place errors become responses. Our ApiErrors keep their code; bad input of any kind
 * (schema, JSON syntax, media type, size, URL) is 400 validation.invalid; a database that cannot
 * be reached (restarting, stopped) is 503 service.unavailable; anything else is logged and answered
 * 500 server.error without details.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) return reply.code(error.status).send(error.body());
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = error.validation.map((issue) => ({
        path: issue.instancePath.slice(1).replaceAll('/', '.'),
        // The contract's rules carry codes as messages ('required', 'email'); zod's own messages are prose.
        code: /^[a-z][a-z0-9_.]*$/.test(issue.message ?? '') ? (issue.message as string) : issue.keyword,
      }));
      return reply.code(400).send(new ApiError('validation.invalid', { fields }).body());
    }
    if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(400).send(new ApiError('validation.invalid').body());
    }
    if (isDatabaseUnavailable(error)) {
      // One short line: during an outage every request logs it, and the stack says nothing more.
      request.log.warn(`database unavailable: ${error.message}`);
      return reply.code(503).header('retry-after', String(UNAVAILABLE_RETRY_SECONDS)).send(new ApiError('service.unavailable').body());
    }
    if (isDataException(error)) {
      request.log.warn({ err: error }, 'input the database refused');
      return reply.code(400).send(new ApiError('validation.invalid').body());
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send(new ApiError('server.error').body());
  });
}

/**
 * PostgreSQL's SQLSTATE class 22 (data exception: invalid byte sequence 22021, invalid text
 * representation 22P02, string too long 22001, numeric out of range 22003...) and 54000 (a value
 * too large for its index): values it cannot store or compare, such as a NUL in text, which SQLite
 * accepts. The contract refuses such input first; should one slip through, it is still the
 * client's input, not a fault.
 */
function isDataException(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && (/^22[0-9A-Z]{3}$/.test(code) || code === '54000');
}

/** Fastify's own early failures (a malformed URL) take the same shape. */
export function frameworkErrors(_error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  reply.code(400).send(new ApiError('validation.invalid').body());
}
