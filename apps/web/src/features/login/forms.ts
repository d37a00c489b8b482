import { z } from 'zod/mini';
import { loginRequest } from '@portal/contract/auth';
import { email } from '@portal/contract/rules';

/** The e-mail as a login name: required, then the contract's rule (also the forgotten-password form's). */
export const emailUsername = z.pipe(z.string().check(z.trim(), z.minLength(1, 'required')), email);

/** The e-mail login form, built from the contract's rules; it ends as a LoginRequest (the phone one: phoneForms.ts). */
export const emailLoginForm = z.pipe(
  z.object({
    email: emailUsername,
    password: loginRequest.shape.password,
  }),
  z.transform(({ email: username, password }) => ({ username, password })),
);
