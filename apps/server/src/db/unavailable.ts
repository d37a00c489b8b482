/**
 * Whether an error means the database cannot be reached right now (restarting, stopped, a lost
 * connection), as opposed to a fault of the query or of the code: such a request answers 503
 * service.unavailable, and the same process serves again once PostgreSQL is back.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || isConnectionSqlState(code))) return true;
  return NODE_POSTGRES_MESSAGES.some((message) => error.message.startsWith(message));
}

/** Socket errors of a connection that could not be made or was cut. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * SQLSTATE class 08 (connection exception), 57P01 admin_shutdown (fast or smart stop, or
 * pg_terminate_backend), 57P02 crash_shutdown, 57P03 cannot_connect_now (starting or stopping).
 */
function isConnectionSqlState(code: string): boolean {
  return /^08[0-9A-Z]{3}$/.test(code) || code === '57P01' || code === '57P02' || code === '57P03';
}

/** node-postgres's own errors, which carry no code. */
const NODE_POSTGRES_MESSAGES = [
  'Connection terminated', // also "... unexpectedly" and "... due to connection timeout"
  'timeout exceeded when trying to connect', // the pool's connectionTimeoutMillis
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];
