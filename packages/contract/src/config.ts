import { z } from 'zod';

/**
 * Runtime configuration the server injects into index.html (a JSON script tag with id
 * "runtime-config"), so that one SPA build serves both variants.
 */
export const runtimeConfig = z.object({
  variant: z.enum(['be', 'lu']),
  cookiePrefix: z.string(),
  devOutbox: z.boolean(),
});
export type RuntimeConfig = z.infer<typeof runtimeConfig>;
