import { z } from 'zod';
import { loginRequest } from '@portal/contract/auth';
import { email, phone } from '@portal/contract/rules';
import { composePhone } from './phone';

/** The two login forms, built from the contract's rules; both end as a LoginRequest. */
export const emailLoginForm = z
  .object({
    email: z.string().trim().min(1, 'required').pipe(email),
    password: loginRequest.shape.password,
  })
  .transform(({ email: username, password }) => ({ username, password }));

export const phoneLoginForm = z
  .object({
    dialCode: z.string(),
    number: z.string().trim().min(1, 'required'),
    password: loginRequest.shape.password,
  })
  .superRefine((value, ctx) => {
    if (!phone.safeParse(composePhone(value.dialCode, value.number)).success) {
      ctx.addIssue({ code: 'custom', path: ['number'], message: 'phone' });
    }
  })
  .transform(({ dialCode, number, password }) => ({ username: composePhone(dialCode, number), password }));
