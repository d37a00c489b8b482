import { z } from 'zod';
import { loginRequest } from '@portal/contract/auth';
import { email, phone } from '@portal/contract/rules';
import { composePhone } from './phone';

/** The e-mail as a login name: required, then the contract's rule (also the forgotten-password form's). */
export const emailUsername = z.string().trim().min(1, 'required').pipe(email);

/** The phone as a login name: the two inputs of PhoneFields, checked together by checkPhoneUsername. */
export const phoneUsername = { dialCode: z.string(), number: z.string().trim().min(1, 'required') };

/** The composed number must be a phone by the contract's rule; the error shows on the number input. */
export function checkPhoneUsername(value: { dialCode: string; number: string }, ctx: z.RefinementCtx): void {
  if (!phone.safeParse(composePhone(value.dialCode, value.number)).success) {
    ctx.addIssue({ code: 'custom', path: ['number'], message: 'phone' });
  }
}

/** The two login forms, built from the contract's rules; both end as a LoginRequest. */
export const emailLoginForm = z
  .object({
    email: emailUsername,
    password: loginRequest.shape.password,
  })
  .transform(({ email: username, password }) => ({ username, password }));

export const phoneLoginForm = z
  .object({ ...phoneUsername, password: loginRequest.shape.password })
  .superRefine(checkPhoneUsername)
  .transform(({ dialCode, number, password }) => ({ username: composePhone(dialCode, number), password }));
