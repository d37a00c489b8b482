import type { ErrorCode } from '@portal/contract/errors';

/** Failures that never reach the server, rendered like server codes (`errors.network.*`). */
export type ClientErrorCode = 'network.timeout' | 'network.failed';

/** A non-OK answer (or no answer): the status, the stable code and the parsed body. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | ClientErrorCode | (string & {}),
    readonly body: unknown,
  ) {
    super(`API error ${status} ${code}`);
    this.name = 'ApiError';
  }
}

export function isApiError(error: unknown, code?: string): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}
