import { z } from 'zod/mini';
import { text } from './fields';

/**
 * The origin app hands its signed-in person over to the portal in a browser: it mints a single-use
 * hand-over token with its session, the browser shows whose account it is and adopts it.
 */
export const HANDOVER_TTL_SECONDS = 60;

/** POST /api/token/handover: the token to put in the `#token=...` hash. */
export const handoverResponse = z.object({
  handover: z.string(),
  expires_in: z.int(),
});
export type HandoverResponse = z.infer<typeof handoverResponse>;

/** POST /api/token/handover/preview and POST /api/token/adopt. */
export const handoverRequest = z.object({
  handover: text(200).check(z.minLength(1, 'required')),
});
export type HandoverRequest = z.infer<typeof handoverRequest>;

/**
 * Whose account a hand-over opens, before anything is adopted: `account` equals `id` of GET
 * /api/user (so the SPA can tell the same person from another); the default e-mail is masked.
 */
export const handoverPreviewResponse = z.object({
  account: z.int(),
  firstname: z.string(),
  email: z.nullable(z.string()),
});
export type HandoverPreview = z.infer<typeof handoverPreviewResponse>;
