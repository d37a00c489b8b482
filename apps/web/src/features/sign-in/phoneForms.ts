import { z } from 'zod/mini';
import { loginRequest } from '@portal/contract/auth';
import { composePhone } from '../../lib/username/phone';
import { checkPhoneUsername, phoneUsername } from '../../lib/username/phoneUsername';

/** The phone login form, built from the contract's rules; it ends as a LoginRequest (the e-mail one: forms.ts). */
export const phoneLoginForm = z.pipe(
  z.object({ ...phoneUsername, password: loginRequest.shape.password }).check(z.superRefine(checkPhoneUsername)),
  z.transform(({ dialCode, number, password }) => ({ username: composePhone(dialCode, number), password })),
);
