import { z } from 'zod/mini';
import { phone } from './phone';
import { email } from './rules';

/**
 * POST /api/user/login: one new e-mail address or phone number (E.164), to be verified by a code.
 * Apart from profile.ts, which every signed-in page loads, so that the phone rule's metadata is
 * not among them.
 */
export const contactAddRequest = z
  .strictObject({ email: z.optional(email), phone: z.optional(phone) })
  .check(z.refine((v) => (v.email === undefined) !== (v.phone === undefined), { message: 'required', path: ['email'] }));
