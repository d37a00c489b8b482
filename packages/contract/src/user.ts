import { z } from 'zod';

export const userEmailSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  default: z.boolean(),
  verified: z.boolean(),
});
export const userPhoneSchema = z.object({
  id: z.number().int(),
  phone: z.string(),
  default: z.boolean(),
  verified: z.boolean(),
});

/** One recovery key of the authenticator: never its value, only whether it was used. */
export const userRecoveryKeySchema = z.object({
  id: z.number().int(),
  used_at: z.string().nullable(),
});

/** The profile of GET /api/user. E-mail and phone lists are sorted default first. */
export const userSchema = z.object({
  id: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  birthdate: z.string().nullable(),
  gender: z.enum(['male', 'female', 'other']).nullable(),
  language: z.string(),
  email: z.array(userEmailSchema),
  phone: z.array(userPhoneSchema),
  user_id: z.number().int().nullable(),
  customer_user_id: z.number().int().nullable(),
  fridom_user_id: z.number().int().nullable(),
  password_status: z.number().int(),
  last_password_change: z.string().nullable(),
  mfa_forced: z.boolean(),
  mfa_customer: z.boolean(),
  /** Recovery keys of the authenticator app; counted by unused status. */
  totpRecovery: z.array(userRecoveryKeySchema),
});
export type User = z.infer<typeof userSchema>;
export const userResponse = z.object({ data: userSchema });
