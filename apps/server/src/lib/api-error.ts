import { errorBodySchema, errorCatalogue, type ErrorCode } from '@portal/contract/errors';
import { z } from 'zod/mini';

/**
 * An error meant for the client: a stable code from the contract's catalogue, which fixes the
 * status and the English message. `extra` adds fields some answers carry (e.g. `weak: true`).
 */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(code);
  }

  get status(): number {
    return errorCatalogue[this.code].status;
  }

  body() {
    return { code: this.code, message: errorCatalogue[this.code].message, ...this.extra };
  }
}

/** Response schemas for the error statuses a route can answer, for the OpenAPI document. */
export function errorResponses<S extends number>(...statuses: S[]): Record<S, typeof errorBodySchema> {
  return Object.fromEntries(statuses.map((s) => [s, errorBodySchema])) as Record<S, typeof errorBodySchema>;
}

/**
 * A route's own body for an error status (the weak-password 403, the second-factor 401), widened
 * to the standard error body: the plugins refuse with that body before any route runs (cross-site
 * 403, session 401, step-up 403, rate-limit 429, maintenance 503), and a body its status's schema
 * does not fit cannot be written (500). plugins/errors.ts refuses to start a route that forgets it.
 */
export function orErrorBody<T extends z.core.$ZodType>(own: T) {
  return z.union([own, errorBodySchema]);
}
