import { z } from 'zod';

/** GET /api/health: the server is up and answering. */
export const healthResponse = z.object({ status: z.literal('ok') });
