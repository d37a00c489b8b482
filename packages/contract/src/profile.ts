import { z } from 'zod/mini';
import { text } from './fields';
import { userSchema } from './user';
import { fuzzionOfferFields } from './fuzzion';

/** PATCH /api/user: the personal details a person may change themselves; absent fields stay. */
export const personName = text(100).check(z.trim(), z.minLength(1, 'required'));
export const profileUpdateRequest = z.partial(
  z.strictObject({
    firstname: personName,
    lastname: personName,
    /** ISO date, not in the future, not before 1900. */
    birthdate: z.nullable(
      text(10).check(
        z.regex(/^\d{4}-\d{2}-\d{2}$/, 'invalid'),
        z.refine((v) => isPlausibleBirthdate(v, Date.now()), 'invalid'),
      ),
    ),
    gender: z.nullable(z.enum(['male', 'female', 'other'], { error: 'invalid' })),
    /** A locale (fr_LU) or its language (fr) of the variant the request's host belongs to. */
    language: text(8),
  }),
);
export type ProfileUpdate = z.infer<typeof profileUpdateRequest>;

export function isPlausibleBirthdate(value: string, now: number): boolean {
  const at = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(at) && new Date(at).toISOString().startsWith(value) && at <= now && value >= '1900-01-01';
}

export const genders = ['male', 'female', 'other'] as const;

/** POST /api/user/login: its request is in contact-add.ts, apart because it needs the phone rule. */
export const contactAddResponse = z.object({
  payload: z.string(),
  kind: z.enum(['email', 'phone']),
  target: z.string(),
  resend_in: z.int(),
});
export type ContactChallenge = z.infer<typeof contactAddResponse>;

/** POST /api/user/login/confirm and /resend. */
export const contactConfirmRequest = z.strictObject({ payload: text(128), code: text(64) });
export const contactResendRequest = z.strictObject({ payload: text(128) });
export const contactResendResponse = z.object({ resend_in: z.int() });

export const contactKinds = ['email', 'phone'] as const;
export type ContactKind = (typeof contactKinds)[number];
export const contactParams = z.object({ kind: z.enum(contactKinds), id: z.coerce.number().check(z.int(), z.positive()) });

/** Every profile change answers the profile as GET /api/user does. */
export const profileResponse = z.object({ data: userSchema });

/** POST /api/user/login/confirm: the profile, plus the merge offer when another account uses the address too. */
export const contactConfirmResponse = z.object({ data: userSchema, ...fuzzionOfferFields });
