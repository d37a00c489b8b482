import { z } from 'zod/mini';
import { text } from './fields';
import { cardNumber, nationalRegisterNumber } from './rules';

/** How a person proves which account they forgot the username of (specification section 2). */
export const usernameLookupKinds = ['card_number', 'national_register_number'] as const;
export type UsernameLookupKind = (typeof usernameLookupKinds)[number];

/**
 * POST /api/user/forgot-username: a card number (16 digits, 5065) or a Belgian national register
 * number (11 digits, mod-97), exactly one of them, and a solved ALTCHA payload. The captcha is
 * always needed: the answer tells whose card or number it is, so every look-up costs a proof of work.
 */
export const forgotUsernameRequest = z
  .object({
    card_number: z.optional(cardNumber),
    national_register_number: z.optional(nationalRegisterNumber),
    captcha: z.optional(text(4096)),
  })
  .check(
    z.refine((value) => (value.card_number === undefined) !== (value.national_register_number === undefined), {
      message: 'required',
      path: ['card_number'],
    }),
  );
export type ForgotUsernameRequest = z.input<typeof forgotUsernameRequest>;

/** A username shown before signing in: only enough to recognise it (`d***@example.com`, `+32 *** *** 456`). */
export const maskedUsername = z.object({
  kind: z.enum(['email', 'phone']),
  masked: z.string(),
});
export type MaskedUsername = z.infer<typeof maskedUsername>;

/** Every e-mail address and phone number of the matching account(s), default first; empty when none matches. */
export const forgotUsernameResponse = z.object({
  usernames: z.array(maskedUsername),
});
export type ForgotUsernameResponse = z.infer<typeof forgotUsernameResponse>;
