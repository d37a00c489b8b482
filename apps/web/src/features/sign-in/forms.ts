import { z } from 'zod/mini';
import { loginRequest } from '@portal/contract/auth';
import { emailUsername } from '../../lib/username/email';

/** The e-mail login form, built from the contract's rules; it ends as a LoginRequest (the phone one: phoneForms.ts). */
export const emailLoginForm = z.pipe(
  z.object({
    email: emailUsername,
    password: loginRequest.shape.password,
  }),
  z.transform(({ email: username, password }) => ({ username, password })),
);
