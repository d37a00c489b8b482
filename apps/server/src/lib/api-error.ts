import { errorBodySchema, errorCatalogue, type ErrorCode } from '@portal/contract/errors';

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
