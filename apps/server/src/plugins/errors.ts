import { errorCodes } from '@portal/contract/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isDatabaseUnavailable } from '../db/unavailable';
import { ApiError } from '../lib/api-error';
import { REQUEST_ID_HEADER } from './request-id';

/** Retry-After of a 503 while the database cannot be reached: a restart takes seconds. */
const UNAVAILABLE_RETRY_SECONDS = 5;

/**
 * The one place errors become responses. Our ApiErrors keep their code; bad input of any kind
 * (schema, JSON syntax, media type, size, URL) is 400 validation.invalid; a database that cannot
 * be reached (restarting, stopped) is 503 service.unavailable; anything else is logged and answered
 * 500 server.error without details.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.addHook('onRoute', requireErrorBodies);
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

/** Fastify's own early failures (a malformed URL) take the same shape; they run no hook, so the request id is set here. */
export function frameworkErrors(_error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  reply.header(REQUEST_ID_HEADER, request.id).code(400).send(new ApiError('validation.invalid').body());
}

/**
 * Any route can be refused by a plugin before it runs (cross-site 403, session 401, step-up 403,
 * rate-limit 429, maintenance 503), always with the standard error body; the response is written
 * through the schema the route declares for that status. A route that declares its own body for an
 * error status must also take the standard one (orErrorBody in lib/api-error.ts), or such a refusal
 * becomes a 500 (issue 32): the app refuses to start with such a route.
 */
export function requireErrorBodies(route: RouteOptions): void {
  const responses = (route.schema?.response ?? {}) as Record<string, unknown>;
  for (const [status, schema] of Object.entries(responses)) {
    if (!(schema instanceof z.core.$ZodType) || !/^[45]/.test(status)) continue;
    const misfit = misfitErrorBody(schema, status);
    if (misfit) throw new Error(`${String(route.method)} ${route.url}: its ${status} schema does not take the standard error body (${misfit.code}); wrap it in orErrorBody`);
  }
}

type ErrorBody = ReturnType<ApiError['body']>;

/** Checked once per schema and status for the process: most routes share their error schemas. */
const checked = new WeakMap<z.core.$ZodType, Map<string, ErrorBody | undefined>>();

function misfitErrorBody(schema: z.core.$ZodType, status: string): ErrorBody | undefined {
  let verdicts = checked.get(schema);
  if (!verdicts) checked.set(schema, (verdicts = new Map()));
  if (verdicts.has(status)) return verdicts.get(status);
  const misfit = [...standardBodies(status), new ApiError('server.error').body()].find((body) => !z.safeParse(schema, body).success);
  verdicts.set(status, misfit);
  return misfit;
}

let bodiesByStatus: Map<string, ErrorBody[]> | undefined;

/** Every error code's body, by its HTTP status. */
function standardBodies(status: string): ErrorBody[] {
  if (!bodiesByStatus) {
    bodiesByStatus = new Map();
    for (const code of errorCodes) {
      const error = new ApiError(code);
      const key = String(error.status);
      bodiesByStatus.set(key, [...(bodiesByStatus.get(key) ?? []), error.body()]);
    }
  }
  return bodiesByStatus.get(status) ?? [];
}
