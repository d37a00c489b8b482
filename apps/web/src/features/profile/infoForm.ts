import { z } from 'zod/mini';
import { isPlausibleBirthdate, personName, type ProfileUpdate } from '@portal/contract/profile';
import type { Locale } from '@portal/contract/variants';

/** The edit-info form: what the inputs hold (empty strings for "not given"). */
export const infoFormSchema = z.object({
  firstname: personName,
  lastname: personName,
  birthdate: z.string().check(z.refine((v) => v === '' || isPlausibleBirthdate(v, Date.now()), 'invalid')),
  gender: z.enum(['', 'male', 'female', 'other']),
  language: z.string(),
});
export type InfoFormValues = z.input<typeof infoFormSchema>;

/** The PATCH body of valid form values: an empty birthdate or gender is stored as not given. */
export function toProfileUpdate(values: z.output<typeof infoFormSchema>): ProfileUpdate {
  return {
    firstname: values.firstname,
    lastname: values.lastname,
    birthdate: values.birthdate === '' ? null : values.birthdate,
    gender: values.gender === '' ? null : values.gender,
    language: values.language as Locale,
  };
}
