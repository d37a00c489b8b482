import { z } from 'zod/mini';

/** GET /api/health: the server is up and answering. */
export const healthResponse = z.object({ status: z.literal('ok') });

/**
 * GET /api/health/ready: whether this process should get traffic. `degraded` (still 200): Redis is
 * configured but does not answer, so the sign-in limits are counted per process, stricter, until it
 * is back. 503 when the database does not answer.
 */
export const readinessResponse = z.object({
  status: z.enum(['ok', 'degraded', 'unavailable']),
  database: z.enum(['ok', 'unreachable']),
  redis: z.enum(['ok', 'unreachable', 'not_configured']),
});
export type Readiness = z.infer<typeof readinessResponse>;
