import { z } from 'zod/mini';

export const userEmailSchema = z.object({
  id: z.int(),
  email: z.string(),
  default: z.boolean(),
  verified: z.boolean(),
});
export const userPhoneSchema = z.object({
  id: z.int(),
  phone: z.string(),
  default: z.boolean(),
  verified: z.boolean(),
});

/** One recovery key of the authenticator: never its value, only whether it was used. */
export const userRecoveryKeySchema = z.object({
  id: z.int(),
  used_at: z.nullable(z.string()),
});

/** The profile of GET /api/user. E-mail and phone lists are sorted default first. */
export const userSchema = z.object({
  id: z.int(),
  firstname: z.string(),
  lastname: z.string(),
  birthdate: z.nullable(z.string()),
  gender: z.nullable(z.enum(['male', 'female', 'other'])),
  language: z.string(),
  email: z.array(userEmailSchema),
  phone: z.array(userPhoneSchema),
  user_id: z.nullable(z.int()),
  customer_user_id: z.nullable(z.int()),
  fridom_user_id: z.nullable(z.int()),
  password_status: z.int(),
  last_password_change: z.nullable(z.string()),
  mfa_forced: z.boolean(),
  mfa_customer: z.boolean(),
  /** Recovery keys of the authenticator app; counted by unused status. */
  totpRecovery: z.array(userRecoveryKeySchema),
  /** The spec's Microsoft login flag: the account signs in with a linked Microsoft account (docs/oauth.md). */
  microsoft_login: z.boolean(),
  /** The spec's Microsoft login e-mail: the linked Microsoft account's address, null when not linked. */
  microsoft_email: z.nullable(z.string()),
});
export type User = z.infer<typeof userSchema>;
export const userResponse = z.object({ data: userSchema });
