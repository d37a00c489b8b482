import { z } from 'zod/mini';
import { phone } from '@portal/contract/phone';
import { composePhone } from './phone';

/**
 * The phone of PhoneFields (login, forgotten password, recovery, the onboarding's phone step), apart
 * from email.ts: the phone rule brings libphonenumber-js's metadata, which the e-mail login (the
 * first screen) does without.
 */

/** The two inputs of PhoneFields, checked together by checkPhoneUsername. */
export const phoneUsername = { dialCode: z.string(), number: z.string().check(z.trim(), z.minLength(1, 'required')) };

/** The composed number must be a phone by the contract's rule; the error shows on the number input. */
export function checkPhoneUsername(value: { dialCode: string; number: string }, ctx: z.core.$RefinementCtx): void {
  if (!phone.safeParse(composePhone(value.dialCode, value.number)).success) {
    ctx.addIssue({ code: 'custom', path: ['number'], message: 'phone' });
  }
}
