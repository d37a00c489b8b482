import { z } from 'zod';
import { loginRequest } from '@portal/contract/auth';
import { email } from '@portal/contract/rules';

/** The e-mail as a login name: required, then the contract's rule (also the forgotten-password form's). */
export const emailUsername = z.string().trim().min(1, 'required').pipe(email);

/** The e-mail login form, built from the contract's rules; it ends as a LoginRequest (the phone one: phoneForms.ts). */
export const emailLoginForm = z
  .object({
    email: emailUsername,
    password: loginRequest.shape.password,
  })
  .transform(({ email: username, password }) => ({ username, password }));
